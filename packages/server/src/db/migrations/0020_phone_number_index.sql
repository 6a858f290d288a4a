-- Caller-ID lookup: every phone field of the tenant's people and external contacts under one
-- normalised number (phoneNumberKey in modules/phoneLookup: E.164 for a number that reads as a
-- telephone number, Japan the default region; the bare digits of an extension or other short
-- number), so "who is calling from 03-1234-5678" is one index probe. The server writes the rows
-- whenever a person's or contact's phones are written (the keys need libphonenumber, so not SQL
-- triggers); `source` is the value the key was made from, and a lookup ignores a row whose owner's
-- field no longer holds it. Removing a person or a contact removes their rows (cascade).
create table phone_number_index (
  tenant_id bigint not null references tenants (id) on delete cascade,
  number text not null,
  owner_kind text not null check (owner_kind in ('INTERNAL', 'EXTERNAL')),
  user_id bigint references users (id) on delete cascade,
  external_contact_id bigint references external_contacts (id) on delete cascade,
  field text not null check (field in ('EXTENSION', 'OFFICE_LINK_EXTENSION', 'PHONE', 'MOBILE',
    'COMPANY_MOBILE', 'PERSONAL_MOBILE', 'COMPANY_PHONE', 'DIVISION_PHONE', 'FAX')),
  source text not null,
  check ((owner_kind = 'INTERNAL') = (user_id is not null)),
  check ((owner_kind = 'EXTERNAL') = (external_contact_id is not null)),
  unique (user_id, field),
  unique (external_contact_id, field)
);
create index phone_number_index_number_idx on phone_number_index (tenant_id, number);

-- The version of the rules the rows were written by. The server (re)writes every tenant's rows at
-- start when it differs from its own (PHONE_NUMBER_INDEX_FORMAT): that is also the backfill of the
-- people and contacts that existed before this migration.
create table phone_number_index_format (version integer not null);
insert into phone_number_index_format (version) values (0);
