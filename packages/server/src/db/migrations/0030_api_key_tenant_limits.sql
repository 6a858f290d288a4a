-- API keys: what the administrator allows the tenant's people (002 §6: scopes "apply only where
-- the administrator has not restricted them"), and one kept-plan call that finds a presented key.

-- The expiry choices and the personal scopes the tenant allows; every choice by default. A scope
-- withdrawn later stops working on the keys that hold it (resolving a key intersects them).
alter table tenants
  add column api_key_expiries text[] not null
    default '{DAYS30,DAYS60,DAYS90,NO_EXPIRATION}',
  add column api_key_user_scopes text[] not null
    default '{USER_READ,USER_WRITE,DIVISION_WRITE,EXTERNAL_CONTACTS_READ,EXTERNAL_CONTACTS_WRITE}';

-- What every /api/v1 call reads first: the live keys with the presented key's lookup characters,
-- with the versions (xmin) of the key's, its owner's and its tenant's rows. The server keeps what
-- it resolved for a key (owner, roles, tenant, allow-list) and loads it again only when one of
-- those versions moved: revoking or rescoping a key rewrites its row, and triggers rewrite the
-- owner's row for role changes and the tenant's row for feature changes (see session_versions).
create function api_key_versions(p_lookup text)
returns table (
  key_id bigint,
  tenant_id bigint,
  user_id bigint,
  service_id bigint,
  scopes text[],
  secret_hash text,
  expires_at timestamptz,
  last_used_at timestamptz,
  key_version text,
  user_enabled boolean,
  user_version text,
  tenant_version text
)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select k.id, k.tenant_id, k.user_id, k.service_id, k.scopes, k.secret_hash, k.expires_at,
    k.last_used_at, k.xmin::text, u.enabled, u.xmin::text, t.xmin::text
  from api_keys k
  join tenants t on t.id = k.tenant_id
  left join users u on u.id = k.user_id and u.tenant_id = k.tenant_id
  where k.lookup = p_lookup and k.revoked_at is null;
end
$$;
