import type { CallContact } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { normalizeDialNumber } from './SimulatedPbx.js';

const UNKNOWN: CallContact = {
  contactType: 'UNKNOWN',
  contactId: null,
  userId: null,
  fullname: null,
  kana: null,
  alphabet: null,
  position: null,
  divisionNames: [],
  companyName: null,
};

/**
 * Who a calling number is, by normalised number: a person of the tenant (extension, office or
 * mobile phone), else the tenant's own number, else unknown. External contacts join here once
 * they exist.
 */
export async function matchCaller(db: Db, tenantId: number, number: string): Promise<CallContact> {
  const digits = normalizeDialNumber(number);
  if (!digits) return UNKNOWN;
  const person = await db
    .selectFrom('users')
    .select(['id', 'fullname', 'fullname_kana', 'fullname_alphabet', 'position'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb('extension_num', '=', digits),
        eb(sql`regexp_replace(coalesce(phone_num, ''), '[^0-9+*#]', '', 'g')`, '=', digits),
        eb(sql`regexp_replace(coalesce(mobile_num, ''), '[^0-9+*#]', '', 'g')`, '=', digits),
      ]),
    )
    .orderBy(sql`extension_num = ${digits}`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (person) {
    const divisions = await db
      .selectFrom('user_divisions as ud')
      .innerJoin('divisions as d', 'd.id', 'ud.division_id')
      .select('d.name')
      .where('ud.tenant_id', '=', tenantId)
      .where('ud.user_id', '=', person.id)
      .orderBy('ud.is_primary', 'desc')
      .orderBy('ud.sort')
      .execute();
    return {
      contactType: 'INTERNAL',
      contactId: person.id,
      userId: person.id,
      fullname: person.fullname,
      kana: person.fullname_kana,
      alphabet: person.fullname_alphabet,
      position: person.position,
      divisionNames: divisions.map((d) => d.name),
      companyName: null,
    };
  }
  const tenant = await db
    .selectFrom('tenants')
    .select(['organization_name', 'organization_phone'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (tenant?.organization_phone && normalizeDialNumber(tenant.organization_phone) === digits) {
    return { ...UNKNOWN, contactType: 'TENANT_PHONE_NUMBER', companyName: tenant.organization_name };
  }
  return UNKNOWN;
}
