-- What every signed-in request reads first: its session, whether the user is enabled, and the
-- versions of the user's and the tenant's rows (see PrincipalCache). A PL/pgSQL function keeps the
-- plan of this three-table join for the connection's lifetime instead of planning it per request.
create function session_versions(p_id_hash text)
returns table (
  tenant_id bigint,
  user_id bigint,
  last_seen_at timestamptz,
  enabled boolean,
  user_version text,
  tenant_version text
)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select s.tenant_id, s.user_id, s.last_seen_at, u.enabled, u.xmin::text, t.xmin::text
  from sessions s
  join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
  join tenants t on t.id = s.tenant_id
  where s.id_hash = p_id_hash;
end
$$;
