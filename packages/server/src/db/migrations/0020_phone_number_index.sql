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

-- The lookup as one call whose plan the connection keeps (planning the statement cost more than
-- running it on the embedded database): whom `p_number` (already a phoneNumberKey) belongs to in
-- the tenant, as one JSON object, or null. An enabled person before an external contact of a
-- common folder, then the most recently updated, then the lowest id; within one, the first field
-- in the order below. A row whose owner's field no longer holds `source` is not answered.
create function phone_number_owner(p_tenant_id bigint, p_number text)
returns json
language plpgsql stable
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select json_build_object(
      'kind', f.owner_kind, 'id', f.id, 'field', f.field, 'displayName', f.fullname,
      'kana', nullif(f.fullname_kana, ''), 'updatedAt', f.updated_at,
      'companyName', case when f.owner_kind = 'EXTERNAL' then nullif(f.company_name, '') end,
      'divisionName', case when f.owner_kind = 'EXTERNAL' then nullif(f.division_name, '')
        else (select d.name from user_divisions ud
          join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
          where ud.tenant_id = p_tenant_id and ud.user_id = f.id
          order by ud.is_primary desc, ud.sort, d.id limit 1) end)
    from (
      select p.owner_kind, p.field, coalesce(u.id, c.id) as id, coalesce(u.fullname, c.fullname) as fullname,
        coalesce(u.fullname_kana, c.fullname_kana) as fullname_kana, c.company_name, c.division_name,
        coalesce(u.updated_at, c.updated_at) as updated_at
      from phone_number_index p
      left join users u on p.owner_kind = 'INTERNAL' and u.id = p.user_id and u.tenant_id = p.tenant_id
        and u.enabled
        and case p.field when 'EXTENSION' then u.extension_num
          when 'OFFICE_LINK_EXTENSION' then u.office_link_extension_num when 'PHONE' then u.phone_num
          when 'MOBILE' then u.mobile_num when 'COMPANY_MOBILE' then u.company_mobile_num
          when 'PERSONAL_MOBILE' then u.personal_mobile_num end = p.source
      left join external_contacts c on p.owner_kind = 'EXTERNAL' and c.id = p.external_contact_id
        and c.tenant_id = p.tenant_id
        and case p.field when 'PHONE' then c.phone_num when 'MOBILE' then c.mobile_num
          when 'COMPANY_MOBILE' then c.company_mobile_num when 'PERSONAL_MOBILE' then c.personal_mobile_num
          when 'DIVISION_PHONE' then c.division_phone_num when 'COMPANY_PHONE' then c.company_phone_num
          when 'FAX' then c.fax_num end = p.source
        and exists (select 1 from contact_folders cf where cf.id = c.folder_id and cf.tenant_id = c.tenant_id
          and cf.folder_type = 'COMMON')
      where p.tenant_id = p_tenant_id and p.number = p_number and (u.id is not null or c.id is not null)
      order by p.owner_kind = 'INTERNAL' desc, coalesce(u.updated_at, c.updated_at) desc, coalesce(u.id, c.id),
        array_position(array['EXTENSION', 'OFFICE_LINK_EXTENSION', 'PHONE', 'MOBILE', 'COMPANY_MOBILE',
          'PERSONAL_MOBILE', 'DIVISION_PHONE', 'COMPANY_PHONE', 'FAX'], p.field)
      limit 1
    ) f
  );
end
$$;
