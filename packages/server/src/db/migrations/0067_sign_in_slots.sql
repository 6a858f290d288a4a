-- Sign-in attempts as slots taken before a password is checked (loginThrottle.ts). One atomic
-- upsert per bucket takes a slot or finds none left, so concurrent requests and server nodes share
-- one count. Buckets: an account for addresses it never signed in from, an account at one address
-- it signed in from before, and a client address across every account. Not tenant-owned: an
-- unknown tenant code or account is counted the same way, without saying whether it exists.
drop table login_attempts;
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
