-- The principal now carries whether its user holds the company-level ANPI permission (the
-- directory's ANPI column read it on every search and every person's page otherwise). A grant or
-- a withdrawal moves the user's row, as a role does (touch_users_of_changed_rows, 0001_baseline),
-- so the next request of that user's sessions, on any node, loads the principal again.
create trigger anpi_company_permissions_inserted_touch_users after insert on anpi_company_permissions
  referencing new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger anpi_company_permissions_updated_touch_users after update on anpi_company_permissions
  referencing old table as old_rows new table as changed_rows for each statement execute function touch_users_of_changed_rows();
create trigger anpi_company_permissions_deleted_touch_users after delete on anpi_company_permissions
  referencing old table as changed_rows for each statement execute function touch_users_of_changed_rows();
