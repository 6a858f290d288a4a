import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { ensurePhoneNumberIndex, type PhoneField } from './phoneNumberIndex.js';
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

interface Owner {
  kind: 'INTERNAL' | 'EXTERNAL';
  id: number | string;
  field: PhoneField;
  displayName: string;
  kana: string | null;
  companyName: string | null;
  divisionName: string | null;
  updatedAt: string;
}

/**
 * The caller-ID lookup: who `rawNumber` (written in any common way: see phoneNumberKey) belongs
 * to in the tenant, or null. Searched: the phone fields of the tenant's enabled people, and of
 * the external contacts in its common folders (personal folders are their owners' own). When
 * several match, a person comes before an external contact, then the most recently updated one,
 * then the lowest id; within one, the field first in PERSON_PHONE_FIELDS or CONTACT_PHONE_FIELDS.
 * One indexed statement (`phone_number_owner`, on (tenant_id, number)).
 */
export async function findContactByPhoneNumber(
  db: Db,
  tenantId: number,
  rawNumber: string,
): Promise<PhoneContact | null> {
  const number = phoneNumberKey(rawNumber);
  if (number === null) return null;
  await ensurePhoneNumberIndex(db);
  // One call of a function that keeps its plan (migration 0020): the index probe, the owners
  // still holding the number, their order, and the answer as one value.
  const { rows } = await sql<{ owner: Owner | string | null }>`
    select phone_number_owner(${tenantId}, ${number}) as owner`.execute(db);
  const found = rows[0]?.owner;
  if (!found) return null;
  const owner: Owner = typeof found === 'string' ? (JSON.parse(found) as Owner) : found;
  return {
    kind: owner.kind,
    id: Number(owner.id),
    displayName: owner.displayName,
    kana: owner.kana,
    companyName: owner.companyName,
    divisionName: owner.divisionName,
    matchedField: owner.field,
    number,
    updatedAt: new Date(owner.updatedAt),
  };
}
