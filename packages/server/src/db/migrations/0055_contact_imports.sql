-- Contact imports (spec 001 §3 "vCard import results", "Local contacts upload history"; 002 §3).
-- A job is one upload (the upload history record); each uploaded file, or each entry of an
-- uploaded ZIP, is a file with its own result code, imported in one transaction of its own.

-- How many external contacts the tenant's licence allows; an import beyond it is refused
-- (LICENSE_LIMIT_EXCEEDED). Null means no limit.
alter table tenants add column external_contact_limit integer check (external_contact_limit >= 0);

create table contact_import_jobs (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  folder_id bigint references contact_folders (id) on delete set null,
  folder_type text not null check (folder_type in ('COMMON', 'PERSONAL')),
  kind text not null check (kind in ('TSV', 'VCF')),
  -- 0 processing, 1 completed, 2 failed (002 §3).
  status smallint not null default 0 check (status in (0, 1, 2)),
  upload_file text not null,
  device_id text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index contact_import_jobs_user_idx on contact_import_jobs (tenant_id, user_id, created_at desc, id desc);

create table contact_import_files (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  job_id bigint not null references contact_import_jobs (id) on delete cascade,
  file_name text not null,
  -- The uploaded bytes until the file is processed, so an accepted upload survives a restart.
  content bytea,
  processed boolean not null default false,
  -- A worker holds the file until then; a file whose lease ran out is picked up again.
  lease_until timestamptz,
  message_code text check (message_code in ('UNSUPPORTED_FILE_EXTENSION', 'VCF_UNAVAILABLE_CHARSETS',
    'CRC_ERROR', 'VCF_INVALID_FORMAT', 'FOLDER_ACCESSIBLE_ERROR', 'LICENSE_LIMIT_EXCEEDED', 'TIMEOUT',
    'FAILURE', 'RESULT')),
  message_detail text not null default '',
  add_count integer not null default 0,
  failure_count integer not null default 0,
  created_at timestamptz not null default now(),
  processed_at timestamptz
);
create index contact_import_files_job_idx on contact_import_files (tenant_id, job_id, id);
create index contact_import_files_pending_idx on contact_import_files (tenant_id, id) where not processed;

-- One line of a file: registered, or failed with the reason (the upload history detail rows).
create table contact_import_rows (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  job_id bigint not null references contact_import_jobs (id) on delete cascade,
  file_id bigint not null references contact_import_files (id) on delete cascade,
  line integer not null,
  name text not null default '',
  company_name text not null default '',
  phone_num text not null default '',
  result text not null check (result in ('REGISTERED', 'FAILED')),
  reason text not null default '',
  contact_id bigint references external_contacts (id) on delete set null,
  created_at timestamptz not null default now()
);
create index contact_import_rows_job_idx on contact_import_rows (tenant_id, job_id, id);
create index contact_import_rows_file_idx on contact_import_rows (tenant_id, file_id, id);
