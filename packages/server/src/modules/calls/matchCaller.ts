import type { CallContact } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { normalizeDialNumber } from './SimulatedPbx.js';
import { selectTenantRows } from '../../db/tenantRows.js';

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
  return (await matchCallers(db, tenantId, [number], viewer)).get(number)!;
}

/** `matchCaller` for several numbers at once (a history page): a few queries, not a few per number. */
export async function matchCallers(
  db: Db,
  tenantId: number,
  numbers: readonly string[],
  viewer?: CallerViewer,
): Promise<Map<string, MatchedCaller>> {
  const digitsOf = new Map(numbers.map((n) => [n, normalizeDialNumber(n)]));
  const wanted = [...new Set([...digitsOf.values()].filter((d) => d !== ''))];
  const found = new Map<string, MatchedCaller>();
  if (wanted.length > 0) {
    for (const [digits, match] of await matchPeople(db, tenantId, wanted)) found.set(digits, match);
    const rest = wanted.filter((d) => !found.has(d));
    if (viewer && rest.length > 0)
      for (const [digits, match] of await matchExternalContacts(db, tenantId, rest, viewer))
        found.set(digits, match);
    const tenant = await db
      .selectFrom('tenants')
      .select(['organization_name', 'organization_phone'])
      .where('id', '=', tenantId)
      .executeTakeFirst();
    const own = tenant?.organization_phone ? normalizeDialNumber(tenant.organization_phone) : null;
    if (own && wanted.includes(own) && !found.has(own))
      found.set(own, {
        ...UNKNOWN,
        contactType: 'TENANT_PHONE_NUMBER',
        companyName: tenant!.organization_name,
        ...NOT_REGISTERED,
      });
  }
  return new Map(numbers.map((n) => [n, found.get(digitsOf.get(n)!) ?? { ...UNKNOWN, ...NOT_REGISTERED }]));
}

/** People of the tenant by extension, office or mobile phone; an extension wins over a phone. */
async function matchPeople(db: Db, tenantId: number, digits: readonly string[]) {
  const phone = sql<string>`regexp_replace(coalesce(phone_num, ''), '[^0-9+*#]', '', 'g')`;
  const mobile = sql<string>`regexp_replace(coalesce(mobile_num, ''), '[^0-9+*#]', '', 'g')`;
  const people = await selectTenantRows(db, 'users', tenantId)
    .select(['id', 'fullname', 'fullname_kana', 'fullname_alphabet', 'position', 'extension_num'])
    .select([phone.as('phone_digits'), mobile.as('mobile_digits')])
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([eb('extension_num', 'in', digits), eb(phone, 'in', digits), eb(mobile, 'in', digits)]),
    )
    .orderBy('id')
    .execute();
  const byDigits = new Map<string, (typeof people)[number]>();
  for (const d of digits) {
    const person =
      people.find((p) => p.extension_num === d) ??
      people.find((p) => p.phone_digits === d || p.mobile_digits === d);
    if (person) byDigits.set(d, person);
  }
  const ids = [...new Set([...byDigits.values()].map((p) => p.id))];
  const divisions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('user_divisions as ud')
          .innerJoin('divisions as d', 'd.id', 'ud.division_id')
          .select(['ud.user_id', 'd.name'])
          .where('ud.tenant_id', '=', tenantId)
          .where('ud.user_id', 'in', ids)
          .orderBy('ud.user_id')
          .orderBy('ud.is_primary', 'desc')
          .orderBy('ud.sort')
          .execute();
  const result = new Map<string, MatchedCaller>();
  for (const [d, person] of byDigits)
    result.set(d, {
      contactType: 'INTERNAL',
      contactId: person.id,
      userId: person.id,
      fullname: person.fullname,
      kana: person.fullname_kana,
      alphabet: person.fullname_alphabet,
      position: person.position,
      divisionNames: divisions.filter((x) => x.user_id === person.id).map((x) => x.name),
      companyName: null,
      ...NOT_REGISTERED,
    });
  return result;
}

/** External contacts by number: personal folders first, then readable common ones. */
async function matchExternalContacts(
  db: Db,
  tenantId: number,
  digits: readonly string[],
  viewer: CallerViewer,
): Promise<Map<string, MatchedCaller>> {
  const readsAllCommon = viewer.userRoles.some((role) => ALL_COMMON_READERS.includes(role));
  const rows = await db
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
      'p.digits',
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
    .where('p.digits', 'in', digits)
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
    .execute();
  const blank = (text: string) => (text === '' ? null : text);
  const result = new Map<string, MatchedCaller>();
  for (const row of rows) {
    if (result.has(row.digits)) continue;
    result.set(row.digits, {
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
    });
  }
  return result;
}

/**
 * Whether the user may save a caller into some common folder: holders of ADMIN_COMMON_CONTACT
 * always, others when a common folder they read lets its readers edit.
 */
export async function commonFolderEditable(db: Db, tenantId: number, viewer: CallerViewer): Promise<boolean> {
  if (viewer.userRoles.includes('ADMIN_COMMON_CONTACT')) return true;
  const readsAllCommon = viewer.userRoles.includes('AVAILABLE_ALL_COMMON_DIRECTORY');
  let query = selectTenantRows(db, 'contact_folders', tenantId)
    .select('id')
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
