-- The business-card company directory (spec 001 §3 "Business-card company directory (LBC)").
-- Companies are not stored: they are the external contacts grouped by a key of the company name.
-- This table keeps, per contact, the key and division path worked out from the texts it was made
-- from; a row whose texts no longer match its contact is worked out again before each answer, and
-- a deleted contact takes its row with it.
create table company_contact_keys (
  tenant_id bigint not null references tenants (id) on delete cascade,
  contact_id bigint primary key references external_contacts (id) on delete cascade,
  -- The texts the key was made from, compared with the contact's to find stale rows.
  company_name text not null,
  company_name_kana text not null,
  division_name text not null,
  -- 16 hex digits of SHA-256 over the tenant and the normalised company name.
  company_code text not null,
  -- Normalised name and reading, for the free word.
  company_search text not null,
  -- The division path from the top (ids derived from the code and the names), and its names.
  division_ids bigint[] not null default '{}',
  division_names text[] not null default '{}'
);
create index company_contact_keys_code_idx on company_contact_keys (tenant_id, company_code);
