-- Kizuna's schema as of its first release, in one piece. Later changes are new numbered files after
-- this one (see README.md): applied files are never edited.

-- Trigram matching for the directory search.
create extension if not exists pg_trgm;

-- Tenants --------------------------------------------------------------------------------------------

-- Tenants and their settings. Every other tenant-owned table carries tenant_id.
create table tenants (
  id bigint generated always as identity primary key,
  code text not null unique,
  name text not null,
  provide_type text not null default 'COMMERCIAL' check (provide_type in ('COMMERCIAL', 'TRIAL')),
  service_type text not null default 'OFFICELINK'
    check (service_type in ('ON_PREMISES', 'RENRAKU', 'OFFICELINK', 'THINCA', 'NESIC', 'KDDI')),
  call_control_mode text not null default 'TEL_COLON'
    check (call_control_mode in ('VIEW_ONLY', 'TEL_COLON', 'DYNAMIC_SCHEME', 'CUCM', 'HIENG', 'AVAYA', 'PBX_API')),
  call_control_dynamic_scheme text,
  copy_inhibit boolean not null default false,
  hide_user_type boolean not null default false,
  -- CIDR blocks; an empty list allows every address.
  ip_allow_list text[] not null default '{}',
  organization_name text,
  organization_address text,
  organization_url text,
  organization_phone text,
  session_timeout_next_url text,
  ai_summary_enabled boolean not null default false,
  ai_summary_prompt_type text,
  feedback_url text,
  search_division_range text not null default 'ALL',
  free_word_search_type text not null default 'AND',
  password_allow_uid boolean not null default false,
  app_link_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- How many external contacts the tenant's licence allows; an import beyond it is refused
  -- (LICENSE_LIMIT_EXCEEDED). Null means no limit.
  external_contact_limit integer check (external_contact_limit >= 0)
);

create table tenant_features (
  tenant_id bigint not null references tenants (id) on delete cascade,
  feature text not null,
  primary key (tenant_id, feature)
);

-- Which dynamic column types the directory shows, in order (spec 001 §3).
create table tenant_view_columns (
  tenant_id bigint not null references tenants (id) on delete cascade,
  column_type text not null check (column_type in ('PHONE', 'EMAIL', 'PRESENCE', 'PHONE_PRESENCE', 'WEB_EX',
    'LOCATION', 'CUSTOM_PRESENCE', 'CHAT', 'DESTINATION', 'COMMENT', 'SKILL', 'CIRQLE', 'ANPI', 'INTELLIGENCE_NAVI')),
  sort integer not null default 0,
  primary key (tenant_id, column_type)
);

-- Group companies (spec 001 §3 "Group company", §6): tenants of one group read each other's
-- directories. Each tenant states its own links; a user reads a group company's directory only
-- while the link stands on both sides (each company agrees to show its directory to the other).
create table tenant_group_links (
  tenant_id bigint not null references tenants (id) on delete cascade,
  group_tenant_id bigint not null references tenants (id) on delete cascade,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (tenant_id, group_tenant_id),
  check (tenant_id <> group_tenant_id)
);
create index tenant_group_links_group_idx on tenant_group_links (group_tenant_id, tenant_id);

-- People and divisions -------------------------------------------------------------------------------

create table users (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  account_id text not null,
  password_hash text not null,
  password_changed_at timestamptz not null default now(),
  -- Set when the user must choose a new password before anything else: INITIAL (issued by an
  -- operator), POLICY (the password no longer meets the policy), EXPIRED.
  password_change_reason text check (password_change_reason in ('INITIAL', 'POLICY', 'EXPIRED')),
  enabled boolean not null default true,
  fullname text not null,
  fullname_kana text not null default '',
  fullname_alphabet text not null default '',
  email text,
  extension_num text,
  phone_num text,
  mobile_num text,
  user_type text not null default 'REGULAR_USER'
    check (user_type in ('REGULAR_USER', 'REGISTRATION_ONLY_USER', 'FACILITY')),
  level integer not null default 0,
  post text,
  position text,
  employee_num text,
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Every field of the internal directory's contact item and detail.
  email2 text,
  office_link_extension_num text,
  company_mobile_num text,
  personal_mobile_num text,
  web_url text,
  remarks text,
  comment text,
  skill text,
  jabber_id text,
  anpi_login_id text,
  pbx_partition text,
  tenant_cucm_adapter_settings_id bigint,
  web_ex_url text,
  zoom_account text,
  o365_account text,
  pc_mac_address text,
  mobile_mac_address text,
  ex_beacon_tag_id text,
  ble_id text,
  mobile_latitude double precision,
  mobile_longitude double precision,
  face_image_updated_at timestamptz,
  unique (tenant_id, account_id)
);
create index users_tenant_idx on users (tenant_id, id);

create table divisions (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  parent_id bigint references divisions (id) on delete restrict,
  name text not null,
  name_kana text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Division info and its comment.
  code text,
  phone_num text,
  url text,
  comment text,
  comment_editor_id bigint references users (id) on delete set null,
  comment_updated_at timestamptz
);
create index divisions_tenant_parent_idx on divisions (tenant_id, parent_id, sort);

-- Concurrent posts: one row per division a user belongs to, one of them primary.
create table user_divisions (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  division_id bigint not null references divisions (id) on delete cascade,
  is_primary boolean not null default false,
  sort integer not null default 0,
  primary key (user_id, division_id)
);
create index user_divisions_tenant_division_idx on user_divisions (tenant_id, division_id);
create unique index user_divisions_one_primary_idx on user_divisions (user_id) where is_primary;

create table user_roles (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null,
  primary key (user_id, role)
);

-- Virtual features of a user (spec 000 §6.2), including the rights to thanks, voice talk and group
-- companies: one source of truth that the capability rules read.
create table user_virtual_roles (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null,
  primary key (user_id, role)
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

-- start_page is the start page of spec 000 §2.1: where a user lands on opening the app later (the
-- login destination decides right after sign-in). Reachability depends on features that change, so
-- the server checks it on save and falls back to HOME on read; the table only keeps the value valid.
create table user_settings (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  login_dest_menu_type text not null default 'HOME' check (login_dest_menu_type in ('HOME', 'THANKS')),
  start_page text not null default 'HOME' check (start_page in ('HOME', 'GROUP_CONTACTS', 'INTERNAL_CONTACTS',
    'EXTERNAL_CONTACTS', 'COMPANIES', 'CALL_HISTORY', 'PLACE', 'TALK', 'INTELLIGENCE_NAVI', 'SEARCH_DOCUMENT',
    'GROUP_COMPANIES')),
  internal_disp_type text not null default 'ALL' check (internal_disp_type in ('ALL', 'OWN_DIVISION', 'LAST_DIVISION')),
  internal_division_ids bigint[] not null default '{}',
  updated_at timestamptz not null default now()
);

create table fcm_tokens (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  token text not null,
  updated_at timestamptz not null default now()
);

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

-- Personal profiles ----------------------------------------------------------------------------------

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

-- Sessions and sign-in -------------------------------------------------------------------------------

-- The cookie carries a random token; only its SHA-256 is stored, so a leaked table opens no session.
create table sessions (
  id_hash text primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index sessions_user_idx on sessions (tenant_id, user_id);
create index sessions_last_seen_idx on sessions (last_seen_at);

-- Sign-in attempts as slots taken before a password is checked (loginThrottle.ts). One atomic
-- upsert per bucket takes a slot or finds none left, so concurrent requests and server nodes share
-- one count. Buckets: an account for addresses it never signed in from, an account at one address
-- it signed in from before, and a client address across every account. Not tenant-owned: an
-- unknown tenant code or account is counted the same way, without saying whether it exists.
create table sign_in_slots (
  bucket text primary key,
  window_started_at timestamptz not null,
  used integer not null
);
create index sign_in_slots_window_idx on sign_in_slots (window_started_at);

-- Where a user signed in with the right password: those addresses keep a budget of their own, so
-- failures from elsewhere do not keep the person out.
create table sign_in_known_addresses (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  address text not null,
  last_signed_in_at timestamptz not null,
  primary key (tenant_id, user_id, address)
);
create index sign_in_known_addresses_last_idx on sign_in_known_addresses (last_signed_in_at);

-- Information ----------------------------------------------------------------------------------------

create table information (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  title text not null,
  memo text not null,
  important smallint not null default 0 check (important between 0 and 2),
  start_at timestamptz not null default now(),
  end_at timestamptz,
  indefinite_period boolean not null default false,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index information_tenant_idx on information (tenant_id, enabled, start_at);

create table information_reads (
  tenant_id bigint not null references tenants (id) on delete cascade,
  information_id bigint not null references information (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, information_id)
);

-- The directory search index -------------------------------------------------------------------------

-- Kept by reindexPeople. Every key is already normalised (width, kana, voiced marks, long vowels,
-- variant kanji, romaji spelling), so a query compares plain text.

-- One row per searchable person (enabled users); the sort key is the normalised kana reading.
-- grams holds the person's postings as "scope<TAB>gram" lines: reindexing a person deletes exactly
-- those rows through the primary key, so the postings need no second index by user (one index fewer
-- to keep and to build after a bulk load).
create table search_people (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  sort_key text collate "C" not null,
  user_type text not null,
  grams text not null default '',
  primary key (tenant_id, user_id)
);
create index search_people_sort_idx on search_people (tenant_id, sort_key, user_id);

-- The normalised values of each field, for verifying a match and for the ASCII fields (e-mail,
-- phone digits, employee number) that are matched by trigram or by prefix instead of by n-gram.
-- Only those fields (em, ph, pt, en) are indexed by value; names and texts go through the postings,
-- which keeps the trigram index a fraction of the size and the bulk load of a large tenant fast.
create table search_values (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  field text collate "C" not null,
  value text collate "C" not null
);
create index search_values_user_idx on search_values (tenant_id, user_id, field);
create index search_values_prefix_idx on search_values (tenant_id, field, value)
  where field in ('em', 'ph', 'pt', 'en');
create index search_values_trgm_idx on search_values using gin (value gin_trgm_ops)
  where field in ('em', 'ph', 'pt', 'en');

-- Postings: every one- and two-character gram of a person's values in a scope (names, other texts,
-- their prefixes), division ids (own and ancestors), tags. Ordered like the result list, so the first
-- page of a one- or two-character query is the first rows of one index range.
create table search_grams (
  tenant_id bigint not null,
  scope text collate "C" not null,
  gram text collate "C" not null,
  sort_key text collate "C" not null,
  user_id bigint not null,
  primary key (tenant_id, scope, gram, sort_key, user_id)
);

-- How many people each posting list holds: the exact count of a one-gram query and the planner's
-- way to start from the rarest gram.
create table search_gram_counts (
  tenant_id bigint not null,
  scope text collate "C" not null,
  gram text collate "C" not null,
  people integer not null,
  primary key (tenant_id, scope, gram)
);

-- The version of the posting format the directory search index was written in. When the server's
-- version differs (the postings changed shape), the index of every tenant is rebuilt once.
create table search_index_format (
  only_row boolean primary key default true check (only_row),
  version integer not null
);
insert into search_index_format (version) values (1);

-- A directory page's people are kept in each server process between requests (DirectoryItemCache),
-- so only presence, which changes often, is read per request. A cached person is served only while
-- the tenant's directory version is the one it was read at. Every statement that changes a table
-- a list item is built from moves the version of the tenants it touched (the bump_directory_version
-- triggers below), whatever made the change and on whichever node, and every search reads the
-- version in the call it already makes. Versions come from one sequence, so a value is never seen
-- twice, whatever the order in which concurrent changes commit.
create sequence directory_version_seq;

create table directory_versions (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  version bigint not null
);

-- Calls ----------------------------------------------------------------------------------------------

-- The simulated PBX keeps its calls here, so every server node (and the operator CLI) sees the
-- same lines. A call has parties: the caller, the people or numbers rung, conference members.
create table pbx_calls (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  state text not null check (state in ('RINGING', 'CONNECTED', 'ENDED')),
  from_number text not null,
  to_number text not null,
  -- The call a consult call was made from (consult transfer or conference).
  consult_of_call_id bigint references pbx_calls (id) on delete set null,
  created_at timestamptz not null default now(),
  ringing_since timestamptz not null default now(),
  answered_at timestamptz,
  ended_at timestamptz
);
create index pbx_calls_tenant_open_idx on pbx_calls (tenant_id, id) where state <> 'ENDED';

create table pbx_call_parties (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  call_id bigint not null references pbx_calls (id) on delete cascade,
  -- An internal party has a user; an outside party only a number.
  user_id bigint references users (id) on delete set null,
  number text not null,
  role text not null check (role in ('CALLER', 'CALLEE')),
  status text not null check (status in ('DIALING', 'RINGING', 'CONNECTED', 'HELD', 'LEFT')),
  -- A ring on a mobile-connect destination of user_id rather than on the desk phone.
  via_mobile boolean not null default false,
  was_connected boolean not null default false,
  created_at timestamptz not null default now(),
  left_at timestamptz,
  -- The number a party is rung from when it is not the call's first caller: after a transfer the
  -- new party sees (and keeps in its history) the person it is handed to, not whoever dialled first.
  presented_from text
);
create index pbx_call_parties_call_idx on pbx_call_parties (tenant_id, call_id);
create index pbx_call_parties_user_idx on pbx_call_parties (tenant_id, user_id, status);

-- Forwarding (all calls; on no answer after some seconds) per user.
create table pbx_call_forwarding (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  forward_all text,
  forward_no_answer text,
  no_answer_seconds integer not null default 20 check (no_answer_seconds between 1 and 300),
  primary key (tenant_id, user_id)
);

create table pbx_mobile_connect (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  destination text not null,
  enabled boolean not null default true
);
create index pbx_mobile_connect_user_idx on pbx_mobile_connect (tenant_id, user_id);

-- Numbers a user never wants to ring their phone (the call rejection list).
create table pbx_call_rejections (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  from_number text not null,
  remarks text not null default '',
  unique (tenant_id, user_id, from_number)
);

-- Whose ringing calls a user may pick up (at most 5, enforced by the service).
create table pbx_pickup_members (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  member_user_id bigint not null references users (id) on delete cascade,
  primary key (tenant_id, user_id, member_user_id)
);

-- Callback registrations: call this number for me once its line is free (at most 3 per user).
create table pbx_callbacks (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  number text not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id, number)
);

-- One row per internal party of a finished call: what the call history pages list.
create table call_history (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  direction text not null check (direction in ('INCOMING', 'OUTGOING')),
  call_id bigint references pbx_calls (id) on delete set null,
  from_num text not null,
  to_num text not null,
  call_status boolean not null,
  called_at timestamptz not null
);
create index call_history_user_idx on call_history (tenant_id, user_id, direction, called_at desc, id desc);

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

-- Vendor phone systems -------------------------------------------------------------------------------

-- How a tenant reaches its vendor phone system. Without a row the embedded simulated PBX serves
-- every adapter mode. Secrets are stored encrypted (AES-256-GCM, key outside the database).
create table phone_system_settings (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  vendor text not null check (vendor in ('WEBEX', 'CUCM', 'AVAYA')),
  -- The vendor's API root: https://webexapis.com/v1, https://cucm.example:8443, https://aes.example
  base_url text not null,
  -- Webex: the integration's OAuth2 endpoints (the documented webexapis.com ones by default).
  authorize_url text,
  token_url text,
  client_id text,
  client_secret_enc text,
  -- Where Webex sends the browser back: this server's /front/pbxApi/user/oauth2/result.
  redirect_uri text,
  -- CUCM (WebDialer application user) and Avaya (AE Services user).
  username text,
  password_enc text,
  timeout_ms integer not null default 10000 check (timeout_ms between 100 and 60000),
  updated_at timestamptz not null default now()
);

-- One pending authorisation per session: the state sent to Webex and checked on the way back.
create table pbx_api_oauth2_states (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  session_hash text not null,
  state_hash text not null,
  created_at timestamptz not null default now()
);
create index pbx_api_oauth2_states_user_idx on pbx_api_oauth2_states (tenant_id, user_id);

-- A user's Webex Calling tokens (encrypted).
create table pbx_api_tokens (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  access_token_enc text not null,
  access_expires_at timestamptz not null,
  refresh_token_enc text not null,
  refresh_expires_at timestamptz,
  -- DENIED when the user refused at Webex or the refresh token was revoked.
  status text not null default 'AUTHORIZED' check (status in ('AUTHORIZED', 'DENIED')),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

-- Vendor call ids (Webex callId, CUCM/Avaya call handles) behind the numeric ids the API shows.
create table vendor_calls (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  vendor_call_id text not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id, vendor_call_id)
);

-- Webex Calling announces call changes with webhooks (resource telephony_calls) signed with the
-- webhook's secret (X-Spark-Signature, HMAC-SHA1 of the body). The secret is stored encrypted.
create table webex_webhook_secrets (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  secret_enc text not null,
  updated_at timestamptz not null default now()
);

-- The Webex person a user's tokens act as (GET /people/me at authorisation): a webhook event names
-- the person whose call changed (actorId), which leads to the user to push the line to.
create table webex_people (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  person_id text not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);
create index webex_people_person on webex_people (tenant_id, person_id);

-- External contacts ----------------------------------------------------------------------------------

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

-- The business-card company directory (spec 001 §3 "Business-card company directory (LBC)").
-- Companies are not stored: they are the external contacts grouped by a key of the company name.
-- This table keeps, per contact, the key and division path worked out from the texts it was made
-- from; a row whose texts no longer match its contact is worked out again before each answer, and
-- a deleted contact takes its row with it.
create table company_contact_keys (
  tenant_id bigint not null references tenants (id) on delete cascade,
  contact_id bigint primary key references external_contacts (id) on delete cascade,
  -- The texts the key was made from, compared with the contact's to find stale rows.
  company_name text not null,
  company_name_kana text not null,
  division_name text not null,
  -- 16 hex digits of SHA-256 over the tenant and the normalised company name.
  company_code text not null,
  -- Normalised name and reading, for the free word.
  company_search text not null,
  -- The division path from the top (ids derived from the code and the names), and its names.
  division_ids bigint[] not null default '{}',
  division_names text[] not null default '{}'
);
create index company_contact_keys_code_idx on company_contact_keys (tenant_id, company_code);

-- Contact imports (spec 001 §3 "vCard import results", "Local contacts upload history"; 002 §3).
-- A job is one upload (the upload history record); each uploaded file, or each entry of an
-- uploaded ZIP, is a file with its own result code, imported in one transaction of its own.
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

-- Favourite groups (spec 001 §3 "Favourite group", §9: at most 10, never fewer than 5).

-- One row per user whose five first groups have been made, so two first requests at once make
-- them only once (the second one's insert finds the row and does nothing).
create table contact_group_owners (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

create table contact_groups (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  sort_score integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_groups_owner_idx on contact_groups (tenant_id, user_id, sort_score);

-- A member is a person of the directory or an external contact; it leaves the group when that
-- person or contact is deleted.
create table contact_group_members (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  group_id bigint not null references contact_groups (id) on delete cascade,
  internal_user_id bigint references users (id) on delete cascade,
  external_contact_id bigint references external_contacts (id) on delete cascade,
  added_at timestamptz not null default now(),
  check ((internal_user_id is null) <> (external_contact_id is null))
);
create unique index contact_group_members_internal_idx
  on contact_group_members (group_id, internal_user_id) where internal_user_id is not null;
create unique index contact_group_members_external_idx
  on contact_group_members (group_id, external_contact_id) where external_contact_id is not null;
create index contact_group_members_user_idx on contact_group_members (internal_user_id);
create index contact_group_members_contact_idx on contact_group_members (external_contact_id);

-- The digital business card's own values (spec 002 §3 "Contact info card"): for the division
-- name, the organisation name, the address and the organisation URL, a user may show a custom
-- value instead of the directory's. The address keeps its parts (zipcode, address1, address2).
create table vcf_custom_settings (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  item text not null check (item in ('divisionName', 'address', 'orgName', 'orgUrl')),
  use_custom boolean not null default false,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id, item)
);

-- Principal version stamps ---------------------------------------------------------------------------

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

-- The directory version ------------------------------------------------------------------------------

create function bump_directory_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    insert into directory_versions (tenant_id, version)
    select t.tenant_id, nextval('directory_version_seq')
    from (select tenant_id from changed_rows union select tenant_id from old_rows) t
    order by t.tenant_id
    on conflict (tenant_id) do update set version = excluded.version;
  else
    insert into directory_versions (tenant_id, version)
    select t.tenant_id, nextval('directory_version_seq')
    from (select distinct tenant_id from changed_rows) t
    order by t.tenant_id
    on conflict (tenant_id) do update set version = excluded.version;
  end if;
  return null;
end
$$;

-- Deletes name their rows old_rows only.
create function bump_directory_version_of_deleted() returns trigger language plpgsql as $$
begin
  insert into directory_versions (tenant_id, version)
  select t.tenant_id, nextval('directory_version_seq')
  from (select distinct tenant_id from old_rows) t
  order by t.tenant_id
  on conflict (tenant_id) do update set version = excluded.version;
  return null;
end
$$;

-- A user's row is also written for what no list item shows (a password, the principal's version
-- stamp of touch_users_of_changed_rows): those writes leave the version alone.
create function bump_directory_version_of_users() returns trigger language plpgsql as $$
begin
  insert into directory_versions (tenant_id, version)
  select t.tenant_id, nextval('directory_version_seq')
  from (
    select distinct n.tenant_id from changed_rows n
    join old_rows o on o.id = n.id
    where (to_jsonb(n) - array['password_hash', 'password_changed_at', 'password_change_reason', 'updated_at'])
        is distinct from
        (to_jsonb(o) - array['password_hash', 'password_changed_at', 'password_change_reason', 'updated_at'])
  ) t
  order by t.tenant_id
  on conflict (tenant_id) do update set version = excluded.version;
  return null;
end
$$;

create trigger users_updated_bump_directory after update on users
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version_of_users();
create trigger users_deleted_bump_directory after delete on users
  referencing old table as old_rows
  for each statement execute function bump_directory_version_of_deleted();

-- Transition tables allow one event per trigger, hence three triggers per table.
create trigger user_divisions_inserted_bump_directory after insert on user_divisions
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger user_divisions_updated_bump_directory after update on user_divisions
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger user_divisions_deleted_bump_directory after delete on user_divisions
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger divisions_inserted_bump_directory after insert on divisions
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger divisions_updated_bump_directory after update on divisions
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger divisions_deleted_bump_directory after delete on divisions
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger user_chat_accounts_inserted_bump_directory after insert on user_chat_accounts
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger user_chat_accounts_updated_bump_directory after update on user_chat_accounts
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger user_chat_accounts_deleted_bump_directory after delete on user_chat_accounts
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger user_virtual_roles_inserted_bump_directory after insert on user_virtual_roles
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger user_virtual_roles_updated_bump_directory after update on user_virtual_roles
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger user_virtual_roles_deleted_bump_directory after delete on user_virtual_roles
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

create trigger tenant_view_columns_inserted_bump_directory after insert on tenant_view_columns
  referencing new table as changed_rows for each statement execute function bump_directory_version();
create trigger tenant_view_columns_updated_bump_directory after update on tenant_view_columns
  referencing old table as old_rows new table as changed_rows
  for each statement execute function bump_directory_version();
create trigger tenant_view_columns_deleted_bump_directory after delete on tenant_view_columns
  referencing old table as old_rows for each statement execute function bump_directory_version_of_deleted();

-- Functions that keep their plans --------------------------------------------------------------------

-- Each call below is a PL/pgSQL function with set plan_cache_mode = force_generic_plan: the
-- connection keeps one plan for it instead of planning a statement per request, which on the
-- embedded database cost more than running it.

-- What every signed-in request reads first: its session, whether the user is enabled, and the
-- versions of the user's and the tenant's rows (see PrincipalCache), as two lookups by key: the
-- session by its hash, then its user and tenant by their ids. A kept plan of a three-table join
-- followed the tables' statistics (with few sessions, a merge join over the users' primary key);
-- lookups by key do not, and cost less (0.3 ms against 0.4-0.5 ms on PGlite at 100,000 users).
create function session_versions(p_id_hash text)
returns table (
  tenant_id bigint,
  user_id bigint,
  last_seen_at timestamptz,
  enabled boolean,
  user_version text,
  tenant_version text
)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  v_tenant_id bigint;
  v_user_id bigint;
  v_last_seen_at timestamptz;
begin
  select s.tenant_id, s.user_id, s.last_seen_at into v_tenant_id, v_user_id, v_last_seen_at
  from sessions s where s.id_hash = p_id_hash;
  if not found then
    return;
  end if;
  return query
  select v_tenant_id, v_user_id, v_last_seen_at, u.enabled, u.xmin::text, t.xmin::text
  from users u, tenants t
  where u.id = v_user_id and u.tenant_id = v_tenant_id and t.id = v_tenant_id;
end
$$;

-- The people of a directory page with everything their list items show, as one JSON array in one
-- call. Two costs dominated the page's query on the embedded database: planning it (a join and
-- three correlated subqueries) and handing over 30 rows of 35 columns field by field. The function
-- keeps a generic plan (it does not depend on the ids), and one JSON value crosses in one piece.
create function directory_items(p_tenant_id bigint, p_user_ids bigint[])
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    with divisions_of as (
      select ud.user_id, json_agg(json_build_object('id', d.id, 'name', d.name)
          order by ud.is_primary desc, ud.sort, d.id) as list
      from user_divisions ud join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
      where ud.user_id = any(p_user_ids) and ud.tenant_id = p_tenant_id
      group by ud.user_id
    ), chats_of as (
      select c.user_id, json_agg(json_build_object('slot', c.slot, 'client', c.client,
          'account_id', c.account_id) order by c.slot) as list
      from user_chat_accounts c where c.user_id = any(p_user_ids) and c.tenant_id = p_tenant_id
      group by c.user_id
    ), columns_of as (
      select coalesce(array_agg(v.column_type order by v.sort, v.column_type), '{}') as list
      from tenant_view_columns v where v.tenant_id = p_tenant_id
    ), items as (
      select u.id, u.user_type, u.fullname, u.fullname_kana, u.fullname_alphabet, u.position, u.post,
        u.account_id, u.extension_num, u.office_link_extension_num, u.company_mobile_num,
        u.personal_mobile_num, u.phone_num, u.mobile_num, u.email, u.email2, u.web_ex_url,
        u.zoom_account, u.o365_account, u.mobile_latitude, u.mobile_longitude, u.pc_mac_address,
        u.mobile_mac_address, u.ex_beacon_tag_id, u.ble_id, u.comment, u.skill,
        u.tenant_cucm_adapter_settings_id, u.pbx_partition,
        u.face_image_updated_at is not null as has_face_image, p.status as presence_status,
        r.user_id is not null as gotalk_role, coalesce(dv.list, '[]'::json) as divisions,
        coalesce(ch.list, '[]'::json) as chats, vc.list as view_columns
      from users u
      cross join columns_of vc
      left join user_presence p on p.user_id = u.id and p.tenant_id = u.tenant_id
      left join user_virtual_roles r on r.user_id = u.id and r.tenant_id = u.tenant_id
        and r.role = 'USER_GOTALK_AVAILABLE'
      left join divisions_of dv on dv.user_id = u.id
      left join chats_of ch on ch.user_id = u.id
      where u.tenant_id = p_tenant_id and u.id = any(p_user_ids)
    )
    select coalesce(json_agg(items), '[]'::json) from items
  );
end
$$;

-- A page's people: presence for all of them (never cached), the full items of those the process
-- does not hold at the current version (directory_items), and the tenant's view columns when asked.
create function directory_page_items(
  p_tenant_id bigint,
  p_user_ids bigint[],
  p_missing_ids bigint[],
  p_with_columns boolean
)
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return json_build_object(
    'presence', (
      select coalesce(json_object_agg(p.user_id, p.status), '{}'::json)
      from user_presence p where p.tenant_id = p_tenant_id and p.user_id = any(p_user_ids)
    ),
    'items', case when cardinality(p_missing_ids) > 0
      then directory_items(p_tenant_id, p_missing_ids) else '[]'::json end,
    'columns', case when p_with_columns then (
      select coalesce(json_agg(v.column_type order by v.sort, v.column_type), '[]'::json)
      from tenant_view_columns v where v.tenant_id = p_tenant_id
    ) end
  );
end
$$;

-- Whether the divisions and the tag a directory search names are the tenant's own (the handler
-- answers 404 otherwise): the query built per request had a parameter per division and was
-- planned every time.
create function directory_known_ids(p_tenant_id bigint, p_division_ids bigint[], p_tag_id bigint)
returns table (divisions integer, tag boolean)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return query
  select
    (select count(*)::int from divisions d
      where d.tenant_id = p_tenant_id and d.id = any(p_division_ids)),
    p_tag_id is not null and exists (select 1 from personal_info_tags t
      where t.tenant_id = p_tenant_id and t.id = p_tag_id);
end
$$;

-- The sizes of the posting lists a search asks about (every search makes this call first), plus one
-- row of scope '#' whose gram is the tenant's directory version ('0' before its first change).
create function search_counts(p_tenant_id bigint, p_scopes text[], p_grams text[])
returns table (scope text, gram text, people integer)
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  select c.scope::text, c.gram::text, c.people
  from unnest(p_scopes, p_grams) as w(scope, gram)
  join search_gram_counts c on c.tenant_id = p_tenant_id and c.scope = w.scope collate "C"
    and c.gram = w.gram collate "C"
  union all
  select '#', coalesce((select v.version from directory_versions v where v.tenant_id = p_tenant_id), 0)::text, 0;
end
$$;

-- The tenant's directory version, for a search's page statement to answer with its page: a
-- function keeps its plan, where the same subquery in each statement was planned every time.
create function search_directory_version(p_tenant_id bigint)
returns text
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return coalesce((select v.version from directory_versions v where v.tenant_id = p_tenant_id), 0)::text;
end
$$;

-- The presence of a page's people (each user id with a status row, as text), for the page statement
-- of a search whose people are shown with their presence: the list then needs no call of its own
-- when the process keeps the people's rows (directory_page_items reads the rest).
create function search_page_presence(p_tenant_id bigint, p_user_ids bigint[])
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(json_object_agg(p.user_id, p.status), '{}'::json)
    from user_presence p where p.tenant_id = p_tenant_id and p.user_id = any(p_user_ids)
  );
end
$$;

-- The search_page_* functions: the page (and the total) of the commonest searches. The page
-- statement was built per search and planned per request; on the embedded database planning it and
-- its per-statement setup cost more than walking the postings (measured at N = 10,000, interleaved:
-- 5.9 ms for the statement, 1.9 ms for the same work as a function). searchDirectory calls these
-- when a search is one of these shapes with no other condition, and builds the statement otherwise.
-- (A search whose every condition is one or more whole posting lists uses that statement too: a
-- function grouping every posting of every list took longer at N = 20,000.)

-- One posting list in result order: the page only (its size is the total, already known).
create function search_page_exact(
  p_tenant_id bigint, p_scope text, p_gram text, p_limit integer, p_offset integer
)
returns bigint[]
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
    from (
      select g.sort_key, g.user_id from search_grams g
      where g.tenant_id = p_tenant_id and g.scope = p_scope and g.gram = p_gram
      order by g.sort_key, g.user_id limit p_limit offset p_offset
    ) p
  );
end
$$;

-- Everyone of the tenant (no condition): the page only.
create function search_page_everyone(p_tenant_id bigint, p_limit integer, p_offset integer)
returns bigint[]
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
    from (
      select s.sort_key, s.user_id from search_people s where s.tenant_id = p_tenant_id
      order by s.sort_key, s.user_id limit p_limit offset p_offset
    ) p
  );
end
$$;

-- A kana or kanji name term: the rarest posting list of its grams, each posting checked on its own
-- sort key (kana reading, U+0001, kanji name), so only the index is read. The page and the total.
-- A PARTIAL term checked on both the kana reading and the kanji name is one LIKE over the whole
-- sort key: a term without U+0001 cannot match across the separator, and one byte-wise match per
-- posting costs less than splitting the key and searching each part (measured at N = 10,000 over
-- 1,022 postings: 0.37 ms for the split parts, none for the LIKE beyond walking them).
create function search_page_name(
  p_tenant_id bigint, p_scope text, p_gram text, p_term text, p_on_kana boolean, p_on_kanji boolean,
  p_forward boolean, p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  v_whole boolean := p_on_kana and p_on_kanji and not p_forward and strpos(p_term, chr(1)) = 0;
  v_pattern text := '%' || replace(replace(replace(p_term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  return query
  with m as materialized (
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = p_scope and g.gram = p_gram
      and (
        (v_whole and g.sort_key like v_pattern)
        or (not v_whole and (
          (p_on_kana and case when p_forward then starts_with(split_part(g.sort_key, chr(1), 1), p_term)
            else strpos(split_part(g.sort_key, chr(1), 1), p_term) > 0 end)
          or (p_on_kanji and case when p_forward then starts_with(split_part(g.sort_key, chr(1), 2), p_term)
            else strpos(split_part(g.sort_key, chr(1), 2), p_term) > 0 end)
        ))
      )
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;

-- A part of an e-mail address no longer than the suffixes: the suffixes starting with it (E) and
-- the people of the domains holding it (E@). The page and the total.
create function search_page_email(
  p_tenant_id bigint, p_from text, p_to text, p_term text, p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with m as materialized (
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = 'E' and g.gram >= p_from and g.gram < p_to
    union
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = 'E@' and g.gram in (
      select c.gram from search_gram_counts c
      where c.tenant_id = p_tenant_id and c.scope = 'E@' and strpos(c.gram, p_term) > 0)
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;

-- A part of a phone number, an employee number or another ASCII value (three characters or more,
-- through the trigram index): the page and the total. The literal field list restates the partial
-- indexes' predicate (search_values_prefix_idx, search_values_trgm_idx), so the plan the function
-- keeps can use them whatever fields it is given. Each matching value's person is looked up by
-- primary key (a hash of every person of the tenant in the kept plan read them all).
create function search_page_values(
  p_tenant_id bigint, p_fields text[], p_pattern text, p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with m as materialized (
    select p.sort_key, p.user_id
    from (
      select distinct v.user_id from search_values v
      where v.tenant_id = p_tenant_id and v.field = any(p_fields) and v.field in ('em', 'ph', 'pt', 'en')
        and v.value like p_pattern
    ) v
    cross join lateral (
      select s.sort_key, s.user_id from search_people s
      where s.tenant_id = p_tenant_id and s.user_id = v.user_id
      limit 1 -- one row (the primary key); also keeps the lookup from being flattened into a join
    ) p
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;

-- Index format 5 posts every start of a romaji key (W, one posting list each, counted) and the
-- suffixes further in a key under R and R3 … R11 so that a prefix range holds each person once.
-- A romaji term is then the list of people with a key starting with it, whose size is known,
-- and the few people with it further in a key: no walk over every match for the total, no rows
-- made distinct.

-- A romaji term of three to twelve letters (PARTIAL): the people with a key starting with it
-- (W, `p_starts` of them, read only as far as the page needs), and those with a suffix starting
-- with it (the range over `p_scopes`) who are not among them. The page and the total.
create function search_page_romaji(
  p_tenant_id bigint, p_key text, p_starts integer, p_scopes text[], p_to text,
  p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with further as materialized (
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = any(p_scopes) and g.gram >= p_key and g.gram < p_to
      and not exists (
        select 1 from search_grams w
        where w.tenant_id = p_tenant_id and w.scope = 'W' and w.gram = p_key
          and w.sort_key = g.sort_key and w.user_id = g.user_id
      )
  )
  select p_starts + (select count(*)::int from further),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (
        select d.sort_key, d.user_id from (
          (select w.sort_key, w.user_id from search_grams w
            where w.tenant_id = p_tenant_id and w.scope = 'W' and w.gram = p_key
            order by w.sort_key, w.user_id limit p_limit + p_offset)
          union all
          select f.sort_key, f.user_id from further f
        ) d
        order by d.sort_key, d.user_id limit p_limit offset p_offset
      ) p);
end
$$;

-- Two posting lists both required: two words each one posting list (佐藤 課長), or a word and a
-- division filter. The caller passes the smaller list first: it is walked in result order and each
-- of its people looked up in the other list. The page and the total.
-- The kept (generic) plan followed the statistics: at 100,000 people it merged the two lists (both
-- read in key order), at 2,000 it estimated one posting per list and walked the other list once per
-- person of the first, comparing the key on every pair (4.3 ms for 60 × 104 postings). Without
-- nested loops and hash joins the plan is the merge at any size. (Looking each person up by the
-- whole key instead was four times slower at 100,000 people.)
create function search_page_both(
  p_tenant_id bigint, p_scope text, p_gram text, p_other_scope text, p_other_gram text,
  p_limit integer, p_offset integer
)
returns table (total integer, ids bigint[])
language plpgsql stable
set plan_cache_mode = force_generic_plan
set enable_nestloop = off
set enable_hashjoin = off
as $$
#variable_conflict use_column
begin
  return query
  with m as materialized (
    select g.sort_key, g.user_id from search_grams g
    where g.tenant_id = p_tenant_id and g.scope = p_scope and g.gram = p_gram
      and exists (
        select 1 from search_grams o
        where o.tenant_id = p_tenant_id and o.scope = p_other_scope and o.gram = p_other_gram
          and o.sort_key = g.sort_key and o.user_id = g.user_id
      )
  )
  select (select count(*)::int from m),
    (select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
      from (select d.sort_key, d.user_id from m d order by d.sort_key, d.user_id
        limit p_limit offset p_offset) p);
end
$$;

-- The page of two posting lists both required, without their total: once a process knows the
-- total at the directory's version (searchDirectory keeps it), the merge stops at the page's last
-- person instead of going through both lists.
create function search_page_both_ids(
  p_tenant_id bigint, p_scope text, p_gram text, p_other_scope text, p_other_gram text,
  p_limit integer, p_offset integer
)
returns bigint[]
language plpgsql stable
set plan_cache_mode = force_generic_plan
set enable_nestloop = off
set enable_hashjoin = off
as $$
begin
  return (
    select coalesce(array_agg(p.user_id order by p.sort_key, p.user_id), '{}')
    from (
      select g.sort_key, g.user_id from search_grams g
      where g.tenant_id = p_tenant_id and g.scope = p_scope and g.gram = p_gram
        and exists (
          select 1 from search_grams o
          where o.tenant_id = p_tenant_id and o.scope = p_other_scope and o.gram = p_other_gram
            and o.sort_key = g.sort_key and o.user_id = g.user_id
        )
      order by g.sort_key, g.user_id
      limit p_limit offset p_offset
    ) p
  );
end
$$;
