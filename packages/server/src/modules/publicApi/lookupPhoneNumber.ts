import type { PhoneLookupMatch } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { findContactByPhoneNumber } from '../phoneLookup/index.js';

/**
 * The contact a caller's number belongs to, for `/api/v1/phoneNumbers/lookup`: a person of the
 * tenant or an external contact of its common folders (the rules and order of
 * findContactByPhoneNumber).
 */
export async function lookupPhoneNumber(
  db: Db,
  tenantId: number,
  number: string,
): Promise<PhoneLookupMatch | null> {
  const found = await findContactByPhoneNumber(db, tenantId, number);
  if (!found) return null;
  return {
    kind: found.kind,
    contactId: found.id,
    fullname: found.displayName,
    fullnameKana: found.kana ?? '',
    organization: found.companyName ?? found.divisionName,
    matchedField: found.matchedField,
  };
}
