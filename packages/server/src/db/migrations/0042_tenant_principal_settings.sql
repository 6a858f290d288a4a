-- The tenant settings the principal carries that an administrator now sets in the company
-- settings: contact export per folder kind, the collaboration links, and who may use each OCR
-- type (GRANTED: the people with the type's virtual role, as before). The defaults keep what
-- every tenant had: exports and links on (copy inhibit and the office-link feature still rule
-- over them), OCR for those given it.
alter table tenants
  add column contact_export_common boolean not null default true,
  add column contact_export_personal boolean not null default true,
  add column meeting_link_enabled boolean not null default true,
  add column chat_link_enabled boolean not null default true,
  add column ocr_machine_users text not null default 'GRANTED'
    check (ocr_machine_users in ('EVERYONE', 'GRANTED', 'NOBODY')),
  add column ocr_regolith_users text not null default 'GRANTED'
    check (ocr_regolith_users in ('EVERYONE', 'GRANTED', 'NOBODY'));
