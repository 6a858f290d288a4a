-- The language a tenant works in: what Kizuna names the things it makes for its people in (the
-- first five favourite groups). Existing tenants are Japanese companies, so 'ja'.
alter table tenants
  add column default_language text not null default 'ja' check (default_language in ('ja', 'en'));
