-- A stamp may show an image of the tenant's own instead of its drawn icon (002 §3 `iconUrl`): an
-- uploaded image, kept as a small PNG in the file storage and served from Kizuna's own origin,
-- so a card never loads anything from elsewhere. icon_version changes with each image, so the
-- address the app is given changes too.
alter table thanks_stamps
  add column icon_file_id bigint,
  add column icon_version integer not null default 0,
  add foreign key (tenant_id, icon_file_id) references stored_files (tenant_id, id);
create trigger thanks_stamps_stored_file after insert or update of icon_file_id or delete on thanks_stamps
  for each row execute function stored_file_owner('icon_file_id');
