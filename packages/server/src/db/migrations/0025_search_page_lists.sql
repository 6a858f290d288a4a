-- A search whose every condition is one or more whole posting lists (a word of one or two kanji or
-- kana over every field, divisions, a tag): the people on at least one list of every condition,
-- as a function that keeps its plan (the statement built for it was planned on every request and
-- cost about twice as much at N = 10,000). p_conditions numbers each list's condition.
create function search_page_lists(
  p_tenant_id bigint, p_conditions integer[], p_scopes text[], p_grams text[], p_limit integer,
  p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with m as materialized (
    select g.sort_key, g.user_id
    from unnest(p_conditions, p_scopes, p_grams) as w(condition, scope, gram)
    join search_grams g on g.tenant_id = p_tenant_id and g.scope = w.scope and g.gram = w.gram
    group by g.sort_key, g.user_id
    having count(distinct w.condition) = (select count(distinct c) from unnest(p_conditions) c)
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;

-- search_page_values (migration 0024) looked each matching value's person up through a hash of
-- every person of the tenant in its kept (generic) plan; a lateral lookup by primary key reads
-- only the matching people.
create or replace function search_page_values(
  p_tenant_id bigint, p_fields text[], p_pattern text, p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with m as materialized (
    select p.sort_key, p.user_id
    from (
      select distinct v.user_id from search_values v
      where v.tenant_id = p_tenant_id and v.field = any(p_fields) and v.field in ('em', 'ph', 'pt', 'en')
        and v.value like p_pattern
    ) v
    cross join lateral (
      select s.sort_key, s.user_id from search_people s
      where s.tenant_id = p_tenant_id and s.user_id = v.user_id
      limit 1 -- one row (the primary key); also keeps the lookup from being flattened into a join
    ) p
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;
