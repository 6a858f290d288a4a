-- Plans, licences and suspension of tenants, set by the operator (`kizuna tenant plan|suspend|…`),
-- never by a tenant session. A TRIAL ends at trial_ends_at (null: no end set); licensed_users is
-- how many people the tenant may hold (null: no limit); a suspended tenant has no sessions and
-- refuses sign-in.
alter table tenants
  add column trial_ends_at timestamptz,
  add column licensed_users integer check (licensed_users >= 0),
  add column suspended_at timestamptz;

-- What the operator changed, kept after the tenant is deleted: it names the tenant by its code and
-- id as values, not as a reference, and holds no tenant data but plan settings and counts.
create table operator_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  operator text not null,
  tenant_code text not null,
  subject_tenant bigint not null,
  action text not null,
  before jsonb,
  after jsonb
);
create index operator_audit_log_tenant_idx on operator_audit_log (tenant_code, at);

-- An import of people refused whole because it would pass the licence.
alter table admin_import_jobs drop constraint admin_import_jobs_problem_check;
alter table admin_import_jobs add constraint admin_import_jobs_problem_check
  check (problem in ('FILE_EMPTY', 'FILE_TOO_LARGE', 'FILE_CHARSET', 'FILE_TOO_MANY_LINES',
    'HEADER_INVALID', 'LICENSE_LIMIT_EXCEEDED', 'FAILURE'));

-- The action log stays append-only, except for entries older than 400 days (the daily purge) and
-- the entries of a tenant the operator deletes: `kizuna tenant delete` names that tenant in the
-- transaction's setting kizuna.deleting_tenant, which no request can set.
create or replace function admin_action_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '400 days' then
    return old;
  end if;
  if tg_op = 'DELETE' and old.tenant_id::text = current_setting('kizuna.deleting_tenant', true) then
    return old;
  end if;
  raise exception 'admin_action_log is append-only';
end;
$$;
