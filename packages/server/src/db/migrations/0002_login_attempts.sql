-- Failed sign-ins per tenant code and account id, known or not, so that guessing is slowed down
-- without telling which accounts exist. A successful sign-in deletes the row.
create table login_attempts (
  tenant_code text not null,
  account_id text not null,
  failures integer not null default 0,
  last_failure_at timestamptz not null,
  primary key (tenant_code, account_id)
);
create index login_attempts_last_failure_idx on login_attempts (last_failure_at);
