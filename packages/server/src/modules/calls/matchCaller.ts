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

/** Roles that read every common folder, public or not. */
const ALL_COMMON_READERS = ['AVAILABLE_ALL_COMMON_DIRECTORY', 'ADMIN_COMMON_CONTACT'];

/** Whose contacts may name a caller: the user's personal folders and the common folders they read. */
export interface CallerViewer {
  readonly userId: number;
  readonly userRoles: readonly string[];
}

/** A matched contact, with who saved it when it is an external contact. */
export interface MatchedCaller extends CallContact {
  readonly registeredUserId: number | null;
  readonly registeredUserFullname: string | null;
  readonly registeredAt: Date | null;
}

const NOT_REGISTERED = { registeredUserId: null, registeredUserFullname: null, registeredAt: null };

/**
 * Who a calling number is, by normalised number, in this order: a person of the tenant
 * (extension, office or mobile phone); an external contact in one of the viewer's personal
 * folders; one in a common folder the viewer may read; the tenant's own number; else unknown.
 * Without a viewer only the directory and the tenant's number are searched.
 */
export async function matchCaller(
  db: Db,
  tenantId: number,
  number: string,
  viewer?: CallerViewer,
): Promise<MatchedCaller> {
  const digits = normalizeDialNumber(number);
  if (!digits) return { ...UNKNOWN, ...NOT_REGISTERED };
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
      ...NOT_REGISTERED,
    };
  }
  const external = viewer ? await matchExternalContact(db, tenantId, digits, viewer) : null;
  if (external) return external;
  const tenant = await db
    .selectFrom('tenants')
    .select(['organization_name', 'organization_phone'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (tenant?.organization_phone && normalizeDialNumber(tenant.organization_phone) === digits) {
    return {
      ...UNKNOWN,
      contactType: 'TENANT_PHONE_NUMBER',
      companyName: tenant.organization_name,
      ...NOT_REGISTERED,
    };
  }
  return { ...UNKNOWN, ...NOT_REGISTERED };
}

/** The external contact a number belongs to: personal folders first, then readable common ones. */
async function matchExternalContact(
  db: Db,
  tenantId: number,
  digits: string,
  viewer: CallerViewer,
): Promise<MatchedCaller | null> {
  const readsAllCommon = viewer.userRoles.some((role) => ALL_COMMON_READERS.includes(role));
  const row = await db
    .selectFrom('external_contact_phones as p')
    .innerJoin('external_contacts as c', (join) =>
      join.onRef('c.id', '=', 'p.contact_id').onRef('c.tenant_id', '=', 'p.tenant_id'),
    )
    .innerJoin('contact_folders as f', (join) =>
      join.onRef('f.id', '=', 'c.folder_id').onRef('f.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin('users as r', (join) =>
      join.onRef('r.id', '=', 'c.registered_user_id').onRef('r.tenant_id', '=', 'c.tenant_id'),
    )
    .select([
      'c.id',
      'c.fullname',
      'c.fullname_kana',
      'c.fullname_alphabet',
      'c.position',
      'c.division_name',
      'c.company_name',
      'c.registered_at',
      'f.folder_type',
      'r.id as registered_user_id',
      'r.fullname as registered_fullname',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.digits', '=', digits)
    .where((eb) =>
      eb.or([
        eb.and([eb('f.folder_type', '=', 'PERSONAL'), eb('f.owner_user_id', '=', viewer.userId)]),
        readsAllCommon
          ? eb('f.folder_type', '=', 'COMMON')
          : eb.and([eb('f.folder_type', '=', 'COMMON'), eb('f.tenant_public', '=', true)]),
      ]),
    )
    .orderBy(sql`f.folder_type = 'PERSONAL'`, 'desc')
    .orderBy('c.id')
    .executeTakeFirst();
  if (!row) return null;
  const blank = (text: string) => (text === '' ? null : text);
  return {
    contactType: row.folder_type === 'PERSONAL' ? 'EXTERNAL_PERSONAL' : 'EXTERNAL_COMMON',
    contactId: row.id,
    userId: null,
    fullname: row.fullname,
    kana: blank(row.fullname_kana),
    alphabet: blank(row.fullname_alphabet),
    position: blank(row.position),
    divisionNames: row.division_name ? [row.division_name] : [],
    companyName: blank(row.company_name),
    registeredUserId: row.registered_user_id,
    registeredUserFullname: row.registered_fullname,
    registeredAt: new Date(row.registered_at),
  };
}

/**
 * Whether the user may save a caller into some common folder: holders of ADMIN_COMMON_CONTACT
 * always, others when a common folder they read lets its readers edit.
 */
export async function commonFolderEditable(db: Db, tenantId: number, viewer: CallerViewer): Promise<boolean> {
  if (viewer.userRoles.includes('ADMIN_COMMON_CONTACT')) return true;
  const readsAllCommon = viewer.userRoles.includes('AVAILABLE_ALL_COMMON_DIRECTORY');
  let query = db
    .selectFrom('contact_folders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('folder_type', '=', 'COMMON')
    .where('users_can_edit', '=', true);
  if (!readsAllCommon) query = query.where('tenant_public', '=', true);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The contact part of a match, as the contract's call contact. */
export function toCallContact(match: MatchedCaller): CallContact {
  return {
    contactType: match.contactType,
    contactId: match.contactId,
    userId: match.userId,
    fullname: match.fullname,
    kana: match.kana,
    alphabet: match.alphabet,
    position: match.position,
    divisionNames: match.divisionNames,
    companyName: match.companyName,
  };
}
