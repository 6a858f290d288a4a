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
  left_at timestamptz
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
