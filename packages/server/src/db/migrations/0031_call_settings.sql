-- Call rejection imports: one row per uploaded file (the job) and one per line message.
create table call_rejection_imports (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  file_name text not null,
  status text not null check (status in ('PROCESSING', 'COMPLETED', 'FAILED')),
  -- Why the whole file was refused (status FAILED).
  message_code text,
  registered integer not null default 0,
  updated integer not null default 0,
  deleted integer not null default 0,
  failed integer not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index call_rejection_imports_user_idx on call_rejection_imports (tenant_id, user_id, id desc);

create table call_rejection_import_details (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  import_id bigint not null references call_rejection_imports (id) on delete cascade,
  line_number integer not null,
  message_code text not null,
  message_params jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index call_rejection_import_details_idx on call_rejection_import_details (tenant_id, import_id, line_number, id);

-- CTI control per user and phone system: the device the browser drives, and auto-answer.
create table call_cti_settings (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  phone_system text not null check (phone_system in ('CUCM', 'PBX_API')),
  device_name text not null default '',
  auto_answer boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id, phone_system)
);
