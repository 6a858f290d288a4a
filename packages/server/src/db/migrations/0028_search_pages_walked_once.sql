-- Index format 5 posts every start of a romaji key (W, one posting list each, counted) and the
-- suffixes further in a key under R and R3 … R11 so that a prefix range holds each person once.
-- A romaji term is then the list of people with a key starting with it, whose size is known,
-- and the few people with it further in a key: no walk over every match for the total, no rows
-- made distinct.

drop function search_page_range(bigint, text, text, text, integer, integer);

-- A romaji term of three to twelve letters (PARTIAL): the people with a key starting with it
-- (W, `p_starts` of them, read only as far as the page needs), and those with a suffix starting
-- with it (the range over `p_scopes`) who are not among them. The page and the total.
create function search_page_romaji(
  p_tenant_id bigint, p_key text, p_starts integer, p_scopes text[], p_to text,
  p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with further as materialized (
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = any(p_scopes) and g.gram >= p_key and g.gram < p_to
      and not exists (
        select 1 from search_grams w
        where w.tenant_id = p_tenant_id and w.scope = 'W' and w.gram = p_key
          and w.sort_key = g.sort_key and w.user_id = g.user_id
      )
  )
  select p_starts + (select count(*)::int from further),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (
        select d.sort_key, d.user_id from (
          (select w.sort_key, w.user_id from search_grams w
            where w.tenant_id = p_tenant_id and w.scope = 'W' and w.gram = p_key
            order by w.sort_key, w.user_id limit p_limit + p_offset)
          union all
          select f.sort_key, f.user_id from further f
        ) d
        order by d.sort_key, d.user_id limit p_limit offset p_offset
      ) p);
end
$$;

-- Two posting lists both required: two words each one posting list (佐藤 課長), or a word and a
-- division filter. The statement built per search for it was planned on every request; this
-- function keeps its plan. The caller passes the smaller list first: it is walked in result order
-- and each of its people looked up in the other list. The page and the total.
create function search_page_both(
  p_tenant_id bigint, p_scope text, p_gram text, p_other_scope text, p_other_gram text,
  p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with m as materialized (
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = p_scope and g.gram = p_gram
      and exists (
        select 1 from search_grams o
        where o.tenant_id = p_tenant_id and o.scope = p_other_scope and o.gram = p_other_gram
          and o.sort_key = g.sort_key and o.user_id = g.user_id
      )
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;
