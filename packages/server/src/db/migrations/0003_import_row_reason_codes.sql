-- Why a line of a contact import failed, as a code the app words in the person's language
-- (IMPORT_LINE_REASONS of the contract) and the field it concerns. Rows of earlier imports keep
-- their technical `reason` text and no code.
alter table contact_import_rows
  add column reason_code text
    check (reason_code in ('NAME_REQUIRED', 'TOO_LONG', 'INVALID_PHONE', 'INVALID_EMAIL', 'INVALID_URL', 'INVALID_VALUE')),
  add column reason_field text not null default '';
