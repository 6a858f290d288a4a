import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import {
  CONTACT_PHONE_FIELDS,
  ensurePhoneNumberIndex,
  PERSON_PHONE_FIELDS,
  phoneFieldValue,
  type PhoneField,
} from './phoneNumberIndex.js';
import { phoneNumberKey } from './phoneNumberKey.js';

/** Whom a phone number belongs to: a person of the tenant, or an external contact. */
export interface PhoneContact {
  /** INTERNAL: a person of the directory (`id` is the user id); EXTERNAL: an external contact. */
  readonly kind: 'INTERNAL' | 'EXTERNAL';
  readonly id: number;
  readonly displayName: string;
  /** The reading of the name (フリガナ), or null when none is stored. */
  readonly kana: string | null;
  /** An external contact's company; null for a person. */
  readonly companyName: string | null;
  /** A person's main division, or an external contact's division; null when none. */
  readonly divisionName: string | null;
  /** The field the number was found in. */
  readonly matchedField: PhoneField;
  /** The number as it was matched (phoneNumberKey: E.164, or the digits of a short number). */
  readonly number: string;
  readonly updatedAt: Date;
}

/** The preference of a field within one owner: the order of the field lists. */
function fieldRank(): ReturnType<typeof sql<number>> {
  const names = [...new Set([...PERSON_PHONE_FIELDS, ...CONTACT_PHONE_FIELDS].map(([name]) => name))];
  return sql<number>`array_position(${sql.val(names)}::text[], p.field)`;
}

interface Row {
  kind: 'INTERNAL' | 'EXTERNAL';
  id: string | number;
  display_name: string;
  kana: string;
  company_name: string | null;
  division_name: string | null;
  field: PhoneField;
  updated_at: Date | string;
}

/**
 * The caller-ID lookup: who `rawNumber` (written in any common way: see phoneNumberKey) belongs
 * to in the tenant, or null. Searched: the phone fields of the tenant's enabled people, and of
 * the external contacts in its common folders (personal folders are their owners' own). When
 * several match, a person comes before an external contact, then the most recently updated one,
 * then the lowest id; within one, the field first in PERSON_PHONE_FIELDS or CONTACT_PHONE_FIELDS.
 * One statement over the index on (tenant_id, number).
 */
export async function findContactByPhoneNumber(
  db: Db,
  tenantId: number,
  rawNumber: string,
): Promise<PhoneContact | null> {
  const number = phoneNumberKey(rawNumber);
  if (number === null) return null;
  await ensurePhoneNumberIndex(db);
  const { rows } = await sql<Row>`
    with found as (
      select p.owner_kind as kind, coalesce(u.id, c.id) as id, p.field,
        coalesce(u.fullname, c.fullname) as display_name,
        coalesce(u.fullname_kana, c.fullname_kana) as kana,
        c.company_name, c.division_name,
        coalesce(u.updated_at, c.updated_at) as updated_at
      from phone_number_index p
      left join users u on p.owner_kind = 'INTERNAL' and u.id = p.user_id and u.tenant_id = p.tenant_id
        and u.enabled and ${phoneFieldValue('INTERNAL', 'u', sql`p.field`)} = p.source
      left join external_contacts c on p.owner_kind = 'EXTERNAL' and c.id = p.external_contact_id
        and c.tenant_id = p.tenant_id and ${phoneFieldValue('EXTERNAL', 'c', sql`p.field`)} = p.source
        and exists (select 1 from contact_folders f where f.id = c.folder_id and f.tenant_id = c.tenant_id
          and f.folder_type = 'COMMON')
      where p.tenant_id = ${tenantId} and p.number = ${number} and (u.id is not null or c.id is not null)
      order by p.owner_kind = 'INTERNAL' desc, coalesce(u.updated_at, c.updated_at) desc,
        coalesce(u.id, c.id), ${fieldRank()}
      limit 1
    )
    select found.kind, found.id, found.field, found.display_name, found.kana, found.updated_at,
      case when found.kind = 'EXTERNAL' then nullif(found.company_name, '') end as company_name,
      case when found.kind = 'EXTERNAL' then nullif(found.division_name, '')
        else (select d.name from user_divisions ud
          join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
          where ud.tenant_id = ${tenantId} and ud.user_id = found.id
          order by ud.is_primary desc, ud.sort, d.id limit 1) end as division_name
    from found`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    kind: row.kind,
    id: Number(row.id),
    displayName: row.display_name,
    kana: row.kana === '' ? null : row.kana,
    companyName: row.company_name,
    divisionName: row.division_name,
    matchedField: row.field,
    number,
    updatedAt: new Date(row.updated_at),
  };
}
