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
