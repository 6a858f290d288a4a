-- Imports of people and divisions run off the request path: the request keeps the file here and
-- answers with the job's id at once; a worker of the server process runs the import (all or
-- nothing, as before) and records its outcome in the same transaction as its changes, so a job
-- is done exactly when its changes are kept. A job left RUNNING by a stopped server is run again
-- (its transaction never committed); `attempts` counts the runs so a file that stops the server
-- every time is given up. The file's bytes are dropped once the job has finished.
create table admin_import_jobs (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  kind text not null check (kind in ('USERS', 'DIVISIONS')),
  state text not null default 'QUEUED' check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  file_name text not null default '',
  content bytea,
  -- Who asked and from where: the import's action log entries name them.
  created_by bigint not null references users (id) on delete cascade,
  created_ip text not null default '',
  -- The file's data lines, known once the worker has read it.
  line_count integer,
  created integer not null default 0,
  updated integer not null default 0,
  unchanged integer not null default 0,
  failed integer not null default 0,
  -- Why nothing was read: a whole-file problem, or FAILURE when the import itself failed.
  problem text check (problem in ('FILE_EMPTY', 'FILE_TOO_LARGE', 'FILE_CHARSET', 'FILE_TOO_MANY_LINES',
    'HEADER_INVALID', 'FAILURE')),
  -- The answer line by line, as the preview gives it.
  result jsonb,
  attempts integer not null default 0,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index admin_import_jobs_queue_idx on admin_import_jobs (state, id) where state in ('QUEUED', 'RUNNING');
create index admin_import_jobs_tenant_idx on admin_import_jobs (tenant_id, kind, id desc);
