-- A directory page's people are kept in each server process between requests (DirectoryItemCache),
-- so only presence, which changes often, is read per request. A cached person is served only while
-- the tenant's directory version is the one it was read at. Every statement that changes a table
-- a list item is built from moves the version of the tenants it touched, whatever made the change
-- and on whichever node, and every search reads the version in the call it already makes.
-- Versions come from one sequence, so a value is never seen twice, whatever the order in which
-- concurrent changes commit.
create sequence directory_version_seq;

create table directory_versions (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  version bigint not null
);

create function bump_directory_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    insert into directory_versions (tenant_id, version)
    select t.tenant_id, nextval('directory_version_seq')
    from (select tenant_id from changed_rows union select tenant_id from old_rows) t
    order by t.tenant_id
    on conflict (tenant_id) do update set version = excluded.version;
  else
    insert into directory_versions (tenant_id, version)
    select t.tenant_id, nextval('directory_version_seq')
    from (select distinct tenant_id from changed_rows) t
    order by t.tenant_id
    on conflict (tenant_id) do update set version = excluded.version;
  end if;
  return null;
end
$$;

-- Deletes name their rows old_rows only.
create function bump_directory_version_of_deleted() returns trigger language plpgsql as $$
begin
  insert into directory_versions (tenant_id, version)
  select t.tenant_id, nextval('directory_version_seq')
  from (select distinct tenant_id from old_rows) t
  order by t.tenant_id
  on conflict (tenant_id) do update set version = excluded.version;
  return null;
end
$$;

-- A user's row is also written for what no list item shows (a password, the principal's version
-- stamp of migration 0017): those writes leave the version alone.
create function bump_directory_version_of_users() returns trigger language plpgsql as $$
begin
  insert into directory_versions (tenant_id, version)
  select t.tenant_id, nextval('directory_version_seq')
  from (
    select distinct n.tenant_id from changed_rows n
    join old_rows o on o.id = n.id
    where (to_jsonb(n) - array['password_hash', 'password_changed_at', 'password_change_reason', 'updated_at'])
        is distinct from
        (to_jsonb(o) - array['password_hash', 'password_changed_at', 'password_change_reason', 'updated_at'])
  ) t
  order by t.tenant_id
  on conflict (tenant_id) do update set version = excluded.version;
  return null;
end
$$;

create trigger users_updated_bump_directory after update on users
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version_of_users();
create trigger users_deleted_bump_directory after delete on users
  referencing old table as old_rows
  for each statement execute function bump_directory_version_of_deleted();

-- Transition tables allow one event per trigger, hence three triggers per table.
create trigger user_divisions_inserted_bump_directory after insert on user_divisions
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger user_divisions_updated_bump_directory after update on user_divisions
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger user_divisions_deleted_bump_directory after delete on user_divisions
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger divisions_inserted_bump_directory after insert on divisions
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger divisions_updated_bump_directory after update on divisions
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger divisions_deleted_bump_directory after delete on divisions
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger user_chat_accounts_inserted_bump_directory after insert on user_chat_accounts
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger user_chat_accounts_updated_bump_directory after update on user_chat_accounts
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger user_chat_accounts_deleted_bump_directory after delete on user_chat_accounts
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger user_virtual_roles_inserted_bump_directory after insert on user_virtual_roles
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger user_virtual_roles_updated_bump_directory after update on user_virtual_roles
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger user_virtual_roles_deleted_bump_directory after delete on user_virtual_roles
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger tenant_view_columns_inserted_bump_directory after insert on tenant_view_columns
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger tenant_view_columns_updated_bump_directory after update on tenant_view_columns
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger tenant_view_columns_deleted_bump_directory after delete on tenant_view_columns
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

-- The sizes of the posting lists as before (migration 0021), plus one row of scope '#' whose gram
-- is the tenant's directory version ('0' before its first change).
drop function search_counts(bigint, text[], text[]);
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
    and c.gram = w.gram collate "C"
  union all
  select '#', coalesce((select v.version from directory_versions v where v.tenant_id = p_tenant_id), 0)::text, 0;
end
$$;

-- A page's people: presence for all of them (never cached), the full items of those the process
-- does not hold at the current version (directory_items, migration 0019), and the tenant's view
-- columns when asked.
create function directory_page_items(
  p_tenant_id bigint,
  p_user_ids bigint[],
  p_missing_ids bigint[],
  p_with_columns boolean
)
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return json_build_object(
    'presence', (
      select coalesce(json_object_agg(p.user_id, p.status), '{}'::json)
      from user_presence p where p.tenant_id = p_tenant_id and p.user_id = any(p_user_ids)
    ),
    'items', case when cardinality(p_missing_ids) > 0
      then directory_items(p_tenant_id, p_missing_ids) else '[]'::json end,
    'columns', case when p_with_columns then (
      select coalesce(json_agg(v.column_type order by v.sort, v.column_type), '[]'::json)
      from tenant_view_columns v where v.tenant_id = p_tenant_id
    ) end
  );
end
$$;
