-- The internal directory: every field of the contact item and detail, division info and comments,
-- personal profiles, presence and schedules, face images, and the tenant's directory columns.

alter table users
  add column email2 text,
  add column office_link_extension_num text,
  add column company_mobile_num text,
  add column personal_mobile_num text,
  add column web_url text,
  add column remarks text,
  add column comment text,
  add column skill text,
  add column jabber_id text,
  add column anpi_login_id text,
  add column pbx_partition text,
  add column tenant_cucm_adapter_settings_id bigint,
  add column web_ex_url text,
  add column zoom_account text,
  add column o365_account text,
  add column pc_mac_address text,
  add column mobile_mac_address text,
  add column ex_beacon_tag_id text,
  add column ble_id text,
  add column mobile_latitude double precision,
  add column mobile_longitude double precision,
  add column face_image_updated_at timestamptz;

alter table divisions
  add column code text,
  add column phone_num text,
  add column url text,
  add column comment text,
  add column comment_editor_id bigint references users (id) on delete set null,
  add column comment_updated_at timestamptz;

-- Which dynamic column types the directory shows, in order (spec 001 §3).
create table tenant_view_columns (
  tenant_id bigint not null references tenants (id) on delete cascade,
  column_type text not null check (column_type in ('PHONE', 'EMAIL', 'PRESENCE', 'PHONE_PRESENCE', 'WEB_EX',
    'LOCATION', 'CUSTOM_PRESENCE', 'CHAT', 'DESTINATION', 'COMMENT', 'SKILL', 'CIRQLE', 'ANPI', 'INTELLIGENCE_NAVI')),
  sort integer not null default 0,
  primary key (tenant_id, column_type)
);

-- Chat accounts of a person, slots 1 to 5; client names one of the chat clients the server knows.
create table user_chat_accounts (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  slot smallint not null check (slot between 1 and 5),
  client text not null,
  account_id text not null,
  primary key (user_id, slot)
);
create index user_chat_accounts_tenant_idx on user_chat_accounts (tenant_id, user_id);

create table personal_info (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  one_word text,
  job_description text,
  url1 text,
  url1_title text,
  url2 text,
  url2_title text,
  url3 text,
  url3_title text,
  ai_summary text,
  ai_summary_state text not null default 'UNPROCESSED'
    check (ai_summary_state in ('SUCCESS', 'NOT_ENOUGH', 'INCOMPLETE', 'SKIPPED', 'FILTERED', 'UNPROCESSED')),
  ai_summary_updated_at timestamptz,
  updated_at timestamptz not null default now()
);
create index personal_info_tenant_idx on personal_info (tenant_id, user_id);

create table personal_info_tags (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  tag_type text not null check (tag_type in ('SKILL', 'TOOL_TECHNOLOGY', 'QUALIFICATION')),
  tag_name text not null,
  sort integer not null default 0
);
create index personal_info_tags_user_idx on personal_info_tags (tenant_id, user_id, tag_type, sort);
create index personal_info_tags_tag_idx on personal_info_tags (tenant_id, id);

-- Dates are kept as YYYY-MM-DD text: a calendar day, with no time zone to shift it.
create table personal_info_brief_histories (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  history_date text not null check (history_date ~ '^\d{4}-\d{2}-\d{2}$'),
  history_text text not null
);
create index personal_info_brief_histories_user_idx on personal_info_brief_histories (tenant_id, user_id);

create table personal_info_achievements (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  achievement_date text not null check (achievement_date ~ '^\d{4}-\d{2}-\d{2}$'),
  achievement_text text not null
);
create index personal_info_achievements_user_idx on personal_info_achievements (tenant_id, user_id);

create table personal_info_custom_cols (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  title text not null,
  value text,
  sort integer not null default 0
);
create index personal_info_custom_cols_user_idx on personal_info_custom_cols (tenant_id, user_id, sort);

-- The internal presence store: a person sets their own status; line state may override it later.
create table user_presence (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  status text not null check (status in ('AVAILABLE', 'BUSY', 'DO_NOT_DISTURB', 'BE_RIGHT_BACK', 'AWAY',
    'OFFLINE', 'IN_A_MEETING', 'IN_A_CALL', 'PRESENTING', 'OUT_OF_OFFICE', 'OFFWORK', 'UNKNOWN')),
  updated_at timestamptz not null default now()
);
create index user_presence_tenant_idx on user_presence (tenant_id, user_id);

create table schedule_items (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  start_at timestamptz not null,
  end_at timestamptz not null,
  subject text not null,
  status text not null check (status in ('free', 'workingElsewhere', 'tentative', 'oof', 'busy', 'unknown')),
  location text,
  check (start_at < end_at)
);
create index schedule_items_user_idx on schedule_items (tenant_id, user_id, end_at);

-- Face images in the database (the embedded default of the file storage interface).
create table face_images (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  original bytea not null,
  original_type text not null,
  thumbnail bytea not null,
  thumbnail_type text not null,
  updated_at timestamptz not null default now()
);
create index face_images_tenant_idx on face_images (tenant_id, user_id);
