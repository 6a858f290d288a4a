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
