-- Business-card OCR jobs (spec 001 §3, §4, §7 /ocrBizcard/send). A job is written in the same
-- transaction that moves the contact to SENDING, so an accepted request survives a restart: the
-- worker of the next start takes QUEUED jobs and RUNNING ones whose lease ran out.
create table bizcard_ocr_jobs (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  contact_id bigint not null references external_contacts (id) on delete cascade,
  requested_by bigint references users (id) on delete set null,
  ocr_type smallint not null check (ocr_type in (1, 2)),
  photo_type text not null check (photo_type in ('UNKNOWN', 'CAMERA', 'SCANNER')),
  divide_image boolean not null,
  trim_image boolean not null,
  ocr_language text not null check (ocr_language in ('JAPANESE', 'ENGLISH', 'CHINESE', 'KOREAN')),
  state text not null default 'QUEUED' check (state in ('QUEUED', 'RUNNING', 'DONE')),
  attempts integer not null default 0,
  lease_until timestamptz,
  failure_code text check (failure_code in ('NO_TEXT', 'ENGINE_ERROR', 'OCR_UNAVAILABLE', 'BIZCARD_IMAGE_MISSING')),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- At most one unfinished job per contact: the SENDING state of the contact, as a row.
create unique index bizcard_ocr_jobs_open_idx on bizcard_ocr_jobs (contact_id) where state <> 'DONE';
create index bizcard_ocr_jobs_queue_idx on bizcard_ocr_jobs (state, id) where state <> 'DONE';
create index bizcard_ocr_jobs_contact_idx on bizcard_ocr_jobs (tenant_id, contact_id, id);
