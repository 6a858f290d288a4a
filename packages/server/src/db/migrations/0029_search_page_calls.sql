-- Calls of a search's page statement (searchDirectory).

-- Two posting lists both required (migration 0028). The kept (generic) plan followed the
-- statistics: at 100,000 people it merged the two lists (both read in key order), at 2,000 it
-- estimated one posting per list and walked the other list once per person of the first,
-- comparing the key on every pair (4.3 ms for 60 × 104 postings). Without nested loops and hash
-- joins the plan is the merge at any size. (Looking each person up by the whole key instead was
-- four times slower at 100,000 people.)
alter function search_page_both(bigint, text, text, text, text, integer, integer)
  set enable_nestloop = off
  set enable_hashjoin = off;

-- The page of two posting lists both required, without their total: once a process knows the
-- total at the directory's version (searchDirectory keeps it), the merge stops at the page's last
-- person instead of going through both lists.
create function search_page_both_ids(
  p_tenant_id bigint, p_scope text, p_gram text, p_other_scope text, p_other_gram text,
  p_limit integer, p_offset integer
)
returns bigint[]
language plpgsql stable
set plan_cache_mode = force_generic_plan
set enable_nestloop = off
set enable_hashjoin = off
as $$
begin
  return (
    select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
    from (
      select g.sort_key, g.user_id from search_grams g
      where g.tenant_id = p_tenant_id and g.scope = p_scope and g.gram = p_gram
        and exists (
          select 1 from search_grams o
          where o.tenant_id = p_tenant_id and o.scope = p_other_scope and o.gram = p_other_gram
            and o.sort_key = g.sort_key and o.user_id = g.user_id
        )
      order by g.sort_key, g.user_id
      limit p_limit offset p_offset
    ) p
  );
end
$$;

-- The tenant's directory version (migration 0022), for a search's page statement to answer with its
-- page: a function keeps its plan, where the same subquery in each statement was planned every time.
create function search_directory_version(p_tenant_id bigint)
returns text
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return coalesce((select v.version from directory_versions v where v.tenant_id = p_tenant_id), 0)::text;
end
$$;

-- The presence of a page's people (each user id with a status row, as text), for the page statement
-- of a search whose people are shown with their presence: the list then needs no call of its own
-- when the process keeps the people's rows (directory_page_items, migration 0022, reads the rest).
create function search_page_presence(p_tenant_id bigint, p_user_ids bigint[])
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(json_object_agg(p.user_id, p.status), '{}'::json)
    from user_presence p where p.tenant_id = p_tenant_id and p.user_id = any(p_user_ids)
  );
end
$$;
