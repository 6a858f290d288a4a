-- External contacts and their folders (spec 001 §3 "External contact row/detail", "Contact folder").

-- A folder is COMMON (the tenant's) or PERSONAL (one user's). A common folder is read by everyone in
-- the tenant when tenant_public, else only by holders of AVAILABLE_ALL_COMMON_DIRECTORY or
-- ADMIN_COMMON_CONTACT; it is edited by those with ADMIN_COMMON_CONTACT, and by every reader too when
-- users_can_edit. A personal folder is its owner's alone.
create table contact_folders (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  folder_type text not null check (folder_type in ('COMMON', 'PERSONAL')),
  owner_user_id bigint references users (id) on delete cascade,
  name text not null,
  description text not null default '',
  tenant_public boolean not null default true,
  users_can_edit boolean not null default false,
  sort_score integer not null default 0,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((folder_type = 'PERSONAL') = (owner_user_id is not null))
);
create index contact_folders_tenant_idx on contact_folders (tenant_id, folder_type, owner_user_id, sort_score);

create table external_contacts (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  folder_id bigint not null references contact_folders (id) on delete cascade,
  fullname text not null,
  fullname_kana text not null default '',
  fullname_alphabet text not null default '',
  company_name text not null default '',
  company_name_kana text not null default '',
  company_zipcode text not null default '',
  company_address1 text not null default '',
  company_address2 text not null default '',
  company_url text not null default '',
  company_phone_num text not null default '',
  division_name text not null default '',
  division_name_kana text not null default '',
  division_zipcode text not null default '',
  division_address1 text not null default '',
  division_address2 text not null default '',
  division_url text not null default '',
  division_phone_num text not null default '',
  position text not null default '',
  phone_num text not null default '',
  mobile_num text not null default '',
  company_mobile_num text not null default '',
  personal_mobile_num text not null default '',
  fax_num text not null default '',
  email1 text not null default '',
  email2 text not null default '',
  web_url text not null default '',
  comment text not null default '',
  remarks text not null default '',
  sort_score integer not null default 0,
  show_company boolean not null default true,
  show_division boolean not null default true,
  -- Business card: request status of the card service, and the OCR state machine
  -- (CAN_SEND -> SENDING -> SUCCESS / FAILURE) with the recognised text.
  bizcard_request_status text not null default 'NONE'
    check (bizcard_request_status in ('SENDING', 'USED', 'FAILURE', 'NONE')),
  ocr_type smallint check (ocr_type in (1, 2)),
  ocr_status text not null default 'CAN_SEND' check (ocr_status in ('CAN_SEND', 'SENDING')),
  ocr_result text check (ocr_result in ('SUCCESS', 'FAILURE')),
  ocr_result_text text,
  ocr_status_updated_at timestamptz,
  -- Normalised (normalizeForSearch) keys: every searchable field joined by a newline, and the sort keys.
  search_text text not null default '',
  fullname_sort_key text not null default '',
  company_sort_key text not null default '',
  registered_user_id bigint references users (id) on delete set null,
  registered_at timestamptz not null default now(),
  updated_user_id bigint references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index external_contacts_folder_idx on external_contacts (tenant_id, folder_id, fullname_sort_key, id);
create index external_contacts_folder_registered_idx on external_contacts (tenant_id, folder_id, registered_at);

-- Every phone number of a contact as dialable digits (normalizeDialNumber), for matching callers.
create table external_contact_phones (
  tenant_id bigint not null references tenants (id) on delete cascade,
  contact_id bigint not null references external_contacts (id) on delete cascade,
  kind text not null check (kind in ('PHONE', 'MOBILE', 'COMPANY_MOBILE', 'PERSONAL_MOBILE', 'COMPANY_PHONE',
    'DIVISION_PHONE', 'FAX')),
  digits text not null,
  primary key (contact_id, kind)
);
create index external_contact_phones_digits_idx on external_contact_phones (tenant_id, digits);

-- The contact's photo and business-card image (the embedded default of the file storage interface).
create table external_contact_images (
  tenant_id bigint not null references tenants (id) on delete cascade,
  contact_id bigint not null references external_contacts (id) on delete cascade,
  kind text not null check (kind in ('PHOTO', 'BIZCARD')),
  original bytea not null,
  original_type text not null,
  thumbnail bytea not null,
  thumbnail_type text not null,
  updated_at timestamptz not null default now(),
  primary key (contact_id, kind)
);
create index external_contact_images_tenant_idx on external_contact_images (tenant_id, contact_id);
