-- A signed-in request reuses the principal it loaded before (roles, divisions, tenant features)
-- while the user's and the tenant's row versions (xmin) are the ones it was loaded at. A change to
-- one of the rows the principal is built from, but kept outside those two rows, writes the owning
-- row again so its version moves: every node notices on the next request, whatever made the change.
-- Rows a transaction created itself are skipped (nobody can have a session on them yet): a bulk
-- load of new people writes each user once.

create function touch_users_of_changed_rows() returns trigger language plpgsql as $$
begin
  update users u set enabled = u.enabled
  from (select tenant_id, user_id from changed_rows) c
  where u.tenant_id = c.tenant_id and u.id = c.user_id and u.xmin <> pg_current_xact_id()::xid;
  -- An update may move a row to another user: the one it left changed too.
  if tg_op = 'UPDATE' then
    update users u set enabled = u.enabled
    from (select tenant_id, user_id from old_rows) c
    where u.tenant_id = c.tenant_id and u.id = c.user_id and u.xmin <> pg_current_xact_id()::xid;
  end if;
  return null;
end
$$;

create function touch_tenants_of_changed_rows() returns trigger language plpgsql as $$
begin
  update tenants t set code = t.code
  from (select tenant_id from changed_rows) c
  where t.id = c.tenant_id and t.xmin <> pg_current_xact_id()::xid;
  return null;
end
$$;

-- Transition tables allow one event per trigger, hence three triggers per table.
create trigger user_roles_inserted_touch_users after insert on user_roles
  referencing new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger user_roles_updated_touch_users after update on user_roles
  referencing old table as old_rows new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger user_roles_deleted_touch_users after delete on user_roles
  referencing old table as changed_rows for each statement execute function touch_users_of_changed_rows();

create trigger user_virtual_roles_inserted_touch_users after insert on user_virtual_roles
  referencing new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger user_virtual_roles_updated_touch_users after update on user_virtual_roles
  referencing old table as old_rows new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger user_virtual_roles_deleted_touch_users after delete on user_virtual_roles
  referencing old table as changed_rows for each statement execute function touch_users_of_changed_rows();

create trigger user_divisions_inserted_touch_users after insert on user_divisions
  referencing new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger user_divisions_updated_touch_users after update on user_divisions
  referencing old table as old_rows new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger user_divisions_deleted_touch_users after delete on user_divisions
  referencing old table as changed_rows for each statement execute function touch_users_of_changed_rows();

create trigger tenant_features_inserted_touch_tenants after insert on tenant_features
  referencing new table as changed_rows for each statement execute function touch_tenants_of_changed_rows();
create trigger tenant_features_updated_touch_tenants after update on tenant_features
  referencing new table as changed_rows for each statement execute function touch_tenants_of_changed_rows();
create trigger tenant_features_deleted_touch_tenants after delete on tenant_features
  referencing old table as changed_rows for each statement execute function touch_tenants_of_changed_rows();
