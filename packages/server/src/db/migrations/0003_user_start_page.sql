-- The start page of spec 000 §2.1: where a user lands on opening the app later (the login
-- destination decides right after sign-in). Reachability depends on features that change, so the
-- server checks it on save and falls back to HOME on read; the table only keeps the value valid.
update user_settings
set start_page = 'HOME'
where start_page is null
  or start_page not in ('HOME', 'GROUP_CONTACTS', 'INTERNAL_CONTACTS', 'EXTERNAL_CONTACTS', 'COMPANIES',
    'CALL_HISTORY', 'PLACE', 'TALK', 'INTELLIGENCE_NAVI', 'SEARCH_DOCUMENT', 'GROUP_COMPANIES');

alter table user_settings alter column start_page set default 'HOME';
alter table user_settings alter column start_page set not null;
alter table user_settings add constraint user_settings_start_page_check check (start_page in ('HOME',
  'GROUP_CONTACTS', 'INTERNAL_CONTACTS', 'EXTERNAL_CONTACTS', 'COMPANIES', 'CALL_HISTORY', 'PLACE', 'TALK',
  'INTELLIGENCE_NAVI', 'SEARCH_DOCUMENT', 'GROUP_COMPANIES'));
