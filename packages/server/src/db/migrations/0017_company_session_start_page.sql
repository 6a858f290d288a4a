-- Company settings an administrator controls (002 §2 /admin/company): how long a session may stay
-- idle, and the start page of people who have not chosen one.

-- Minutes a session of the tenant may stay idle; null follows the server's setting
-- (KIZUNA_SESSION_IDLE_MINUTES), as every tenant did before.
alter table tenants
  add column session_idle_minutes integer check (session_idle_minutes between 5 and 1440);

-- The start page of the tenant's people who have not chosen one; null is HOME.
alter table tenants
  add column default_start_page text check (default_start_page in ('HOME', 'GROUP_CONTACTS',
    'INTERNAL_CONTACTS', 'EXTERNAL_CONTACTS', 'COMPANIES', 'CALL_HISTORY', 'PLACE', 'TALK',
    'INTELLIGENCE_NAVI', 'SEARCH_DOCUMENT', 'GROUP_COMPANIES'));

-- A person's start page is null until they choose one, so the tenant's default reaches them.
-- HOME was everyone's start page until now, chosen or not: those rows become "not chosen", which
-- changes nothing for them until an administrator picks another default.
alter table user_settings alter column start_page drop not null;
alter table user_settings alter column start_page drop default;
update user_settings set start_page = null where start_page = 'HOME';

-- What every signed-in request reads first (see 0001_baseline): now with the tenant's idle minutes,
-- so a session ends by its own tenant's timeout.
drop function session_versions(text);
create function session_versions(p_id_hash text)
returns table (
  tenant_id bigint,
  user_id bigint,
  last_seen_at timestamptz,
  enabled boolean,
  user_version text,
  tenant_version text,
  session_idle_minutes integer
)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  v_tenant_id bigint;
  v_user_id bigint;
  v_last_seen_at timestamptz;
begin
  select s.tenant_id, s.user_id, s.last_seen_at into v_tenant_id, v_user_id, v_last_seen_at
  from sessions s where s.id_hash = p_id_hash;
  if not found then
    return;
  end if;
  return query
  select v_tenant_id, v_user_id, v_last_seen_at, u.enabled, u.xmin::text, t.xmin::text,
    t.session_idle_minutes
  from users u, tenants t
  where u.id = v_user_id and u.tenant_id = v_tenant_id and t.id = v_tenant_id;
end
$$;
