-- Stored files: the bytes of uploads (talk files, face images, contact photos and business cards,
-- floor images), kept apart from the rows that own them and written and read in pieces of 256 KiB,
-- one statement each. A large file never travels as one statement, so it never holds the embedded
-- database's one connection (or a pooled one) for more than a moment: other statements run between
-- its pieces. src/db/storedFiles.ts writes and reads them; an owner row names its file by
-- (tenant_id, file id) and a trigger (stored_file_owner) marks the file owned when the row is
-- written and removes it when the row goes or names another file.
create table stored_files (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  byte_size bigint not null check (byte_size >= 0),
  chunk_count integer not null check (chunk_count >= 0),
  -- False until a row owns it: a file whose owner was never written is removed at start.
  owned boolean not null default false,
  created_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index stored_files_unowned_idx on stored_files (created_at) where not owned;

create table stored_file_chunks (
  tenant_id bigint not null,
  file_id bigint not null,
  seq integer not null check (seq >= 0),
  data bytea not null,
  primary key (file_id, seq),
  foreign key (tenant_id, file_id) references stored_files (tenant_id, id) on delete cascade
);
-- Uploads are mostly compressed already (images, archives): kept as they are, not compressed again.
alter table stored_file_chunks alter column data set storage external;

-- The trigger of an owner table; its argument names the column that holds the file's id.
create function stored_file_owner() returns trigger language plpgsql as $$
declare
  old_id bigint;
  new_id bigint;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    execute format('select ($1).%I', tg_argv[0]) into old_id using old;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('select ($1).%I', tg_argv[0]) into new_id using new;
  end if;
  if new_id is not null and new_id is distinct from old_id then
    update stored_files set owned = true where id = new_id and not owned;
  end if;
  if old_id is not null and old_id is distinct from new_id then
    delete from stored_files where id = old_id;
  end if;
  return null;
end $$;

-- Moves bytes kept in a row before into stored files (this migration only).
create function stored_files_move(owner_tenant bigint, bytes bytea) returns bigint language plpgsql as $$
declare
  moved_id bigint;
  chunks integer := (octet_length(bytes) + 262143) / 262144;
begin
  insert into stored_files (tenant_id, byte_size, chunk_count, owned)
    values (owner_tenant, octet_length(bytes), chunks, true) returning id into moved_id;
  insert into stored_file_chunks (tenant_id, file_id, seq, data)
    select owner_tenant, moved_id, n, substring(bytes from n * 262144 + 1 for 262144)
    from generate_series(0, chunks - 1) as n;
  return moved_id;
end $$;

alter table talk_files add column file_id bigint;
update talk_files set file_id = stored_files_move(tenant_id, content);
alter table talk_files
  alter column file_id set not null,
  add foreign key (tenant_id, file_id) references stored_files (tenant_id, id),
  drop column content;
create trigger talk_files_stored_file after insert or update of file_id or delete on talk_files
  for each row execute function stored_file_owner('file_id');

alter table face_images add column original_file_id bigint;
update face_images set original_file_id = stored_files_move(tenant_id, original);
alter table face_images
  alter column original_file_id set not null,
  add foreign key (tenant_id, original_file_id) references stored_files (tenant_id, id),
  drop column original;
create trigger face_images_stored_file after insert or update of original_file_id or delete on face_images
  for each row execute function stored_file_owner('original_file_id');

alter table external_contact_images add column original_file_id bigint;
update external_contact_images set original_file_id = stored_files_move(tenant_id, original);
alter table external_contact_images
  alter column original_file_id set not null,
  add foreign key (tenant_id, original_file_id) references stored_files (tenant_id, id),
  drop column original;
create trigger external_contact_images_stored_file
  after insert or update of original_file_id or delete on external_contact_images
  for each row execute function stored_file_owner('original_file_id');

alter table floors add column image_file_id bigint;
update floors set image_file_id = stored_files_move(tenant_id, image) where image is not null;
alter table floors
  add foreign key (tenant_id, image_file_id) references stored_files (tenant_id, id),
  drop column image;
create trigger floors_stored_file after insert or update of image_file_id or delete on floors
  for each row execute function stored_file_owner('image_file_id');

drop function stored_files_move(bigint, bytea);
