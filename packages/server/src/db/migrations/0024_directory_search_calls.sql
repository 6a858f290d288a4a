-- Two more calls of a directory search as functions that keep their plans.

-- Whether the divisions and the tag a directory search names are the tenant's own (the handler
-- answers 404 otherwise), in one call whose plan the connection keeps: the query built per request
-- had a parameter per division and was planned every time.
create function directory_known_ids(p_tenant_id bigint, p_division_ids bigint[], p_tag_id bigint)
returns table (divisions integer, tag boolean)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return query
  select
    (select count(*)::int from divisions d
      where d.tenant_id = p_tenant_id and d.id = any(p_division_ids)),
    p_tag_id is not null and exists (select 1 from personal_info_tags t
      where t.tenant_id = p_tenant_id and t.id = p_tag_id);
end
$$;

-- A part of a phone number, an employee number or another ASCII value (three characters or more,
-- through the trigram index): the page and the total, as the functions of migration 0023. The
-- literal field list restates the partial indexes' predicate (migration 0016), so the plan the
-- function keeps can use them whatever fields it is given.
create function search_page_values(
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
    select p.sort_key, p.user_id from search_people p
    where p.tenant_id = p_tenant_id and p.user_id in (
      select v.user_id from search_values v
      where v.tenant_id = p_tenant_id and v.field = any(p_fields) and v.field in ('em', 'ph', 'pt', 'en')
        and v.value like p_pattern)
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;
