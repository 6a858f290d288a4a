-- The sizes of the posting lists a search asks about, in one call whose plan the connection keeps
-- (every search makes it first; planning it cost more than running it on the embedded database).
create function search_counts(p_tenant_id bigint, p_scopes text[], p_grams text[])
returns table (scope text, gram text, people integer)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select c.scope::text, c.gram::text, c.people
  from unnest(p_scopes, p_grams) as w(scope, gram)
  join search_gram_counts c on c.tenant_id = p_tenant_id and c.scope = w.scope collate "C"
    and c.gram = w.gram collate "C";
end
$$;
