-- Kizuna as a tab of the collaboration suite (Microsoft Teams), installed from its app store: the
-- tab signs in at /front/login?store=1. Such a session is embedded, and its sign-out returns to the
-- tab's sign-in. A company may turn the store sign-in off (002 §4 "disabled environment").
alter table sessions
  add column embedded boolean not null default false;
alter table tenants
  add column store_sign_in_enabled boolean not null default true;
