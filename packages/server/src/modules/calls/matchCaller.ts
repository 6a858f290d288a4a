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
  return (await matchCallersAndRejections(db, tenantId, numbers, viewer)).matches;
}

/**
 * `matchCallers`, and, read in the same statement, which of the numbers (normalised, as
 * `normalizeDialNumber` makes them) are on the call-rejection list of `rejectionsOf`.
 */
export async function matchCallersAndRejections(
  db: Db,
  tenantId: number,
  numbers: readonly string[],
  viewer?: CallerViewer,
  rejectionsOf?: number,
): Promise<{ matches: Map<string, MatchedCaller>; rejected: ReadonlySet<string> }> {
  const digitsOf = new Map(numbers.map((n) => [n, normalizeDialNumber(n)]));
  const wanted = [...new Set([...digitsOf.values()].filter((d) => d !== ''))];
  const found = new Map<string, MatchedCaller>();
  let rejected: ReadonlySet<string> = new Set();
  if (wanted.length > 0) {
    const answer = await matchNumbers(db, tenantId, wanted, viewer, rejectionsOf);
    const { people, externals, tenant } = answer;
    rejected = answer.rejected;
    for (const [digits, match] of people) found.set(digits, match);
    for (const [digits, match] of externals) if (!found.has(digits)) found.set(digits, match);
    const own = tenant?.organization_phone ? normalizeDialNumber(tenant.organization_phone) : null;
    if (own && wanted.includes(own) && !found.has(own))
      found.set(own, {
        ...UNKNOWN,
        contactType: 'TENANT_PHONE_NUMBER',
        companyName: tenant!.organization_name,
        ...NOT_REGISTERED,
      });
  }
  const matches = new Map(
    numbers.map((n) => [n, found.get(digitsOf.get(n)!) ?? { ...UNKNOWN, ...NOT_REGISTERED }]),
  );
  return { matches, rejected };
}

interface PersonRow {
  readonly id: number;
  readonly fullname: string;
  readonly fullname_kana: string;
  readonly fullname_alphabet: string;
  readonly position: string | null;
  readonly extension_num: string | null;
  readonly phone_digits: string;
  readonly mobile_digits: string;
  readonly division_names: string[] | null;
}

interface ExternalRow {
  readonly digits: string;
  readonly id: number;
  readonly fullname: string;
  readonly fullname_kana: string;
  readonly fullname_alphabet: string;
  readonly position: string;
  readonly division_name: string | null;
  readonly company_name: string;
  readonly registered_at: string;
  readonly folder_type: string;
  readonly registered_user_id: number | null;
  readonly registered_fullname: string | null;
}

/**
 * Everything a match needs, in one statement: the tenant's own name and number; the enabled
 * people of the tenant whose extension, office or mobile phone is one of `digits`, with their
 * divisions (the primary one first); and, with a viewer, the external contacts with one of
 * `digits` in the viewer's personal folders and the common folders they read, personal first.
 * (`match_numbers`, migration 0037: a function, so each connection keeps its plan.)
 */
async function matchNumbers(
  db: Db,
  tenantId: number,
  digits: readonly string[],
  viewer?: CallerViewer,
  rejectionsOf?: number,
) {
  const readsAllCommon = viewer?.userRoles.some((role) => ALL_COMMON_READERS.includes(role)) ?? false;
  const answer = await sql<{
    organization_name: string;
    organization_phone: string | null;
    people: PersonRow[] | null;
    externals: ExternalRow[] | null;
    rejected: string[];
  }>`
    select * from match_numbers(${tenantId}, ${[...digits]}::text[], ${viewer?.userId ?? null}::bigint,
      ${readsAllCommon}, ${rejectionsOf ?? null}::bigint)`.execute(db);
  const tenant = answer.rows[0];
  const found = tenant?.people ?? [];
  const people = new Map<string, MatchedCaller>();
  for (const d of digits) {
    const person =
      found.find((p) => p.extension_num === d) ??
      found.find((p) => p.phone_digits === d || p.mobile_digits === d);
    if (!person) continue;
    people.set(d, {
      contactType: 'INTERNAL',
      contactId: person.id,
      userId: person.id,
      fullname: person.fullname,
      kana: person.fullname_kana,
      alphabet: person.fullname_alphabet,
      position: person.position,
      divisionNames: person.division_names ?? [],
      companyName: null,
      ...NOT_REGISTERED,
    });
  }
  const blank = (text: string) => (text === '' ? null : text);
  const externalMatches = new Map<string, MatchedCaller>();
  for (const row of tenant?.externals ?? []) {
    if (externalMatches.has(row.digits)) continue;
    externalMatches.set(row.digits, {
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
  return { people, externals: externalMatches, tenant, rejected: new Set(tenant?.rejected ?? []) };
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
