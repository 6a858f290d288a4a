import type { PhoneLookupMatch } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { matchCallers } from '../calls/index.js';

/**
 * The contact a caller's number belongs to, for `/api/v1/phoneNumbers/lookup`: a person of the
 * tenant's directory by extension, office or mobile phone.
 */
export async function lookupPhoneNumber(
  db: Db,
  tenantId: number,
  number: string,
): Promise<PhoneLookupMatch | null> {
  const match = (await matchCallers(db, tenantId, [number])).get(number);
  if (match?.contactType !== 'INTERNAL' || match.userId === null) return null;
  return {
    kind: 'INTERNAL',
    contactId: match.userId,
    fullname: match.fullname ?? '',
    fullnameKana: match.kana ?? '',
    organization: match.divisionNames[0] ?? null,
    matchedField: 'phone',
  };
}
