import { sql } from 'kysely';
import type { Db } from '../db/createDatabase.js';
import { reindexPeople } from '../modules/directorySearch/index.js';
import { COMMENTS, POSTS, REMARKS, SKILLS } from './directoryProfiles.js';
import { FAMILY_NAMES, GIVEN_NAMES, POSITIONS } from './japaneseNames.js';
import { selectTenantRows } from '../db/tenantRows.js';

/** Stored for generated people: matches no password, so nobody signs in as them until reset. */
export const LOCKED_PASSWORD_HASH = '!locked';

/** People per insert statement: every column travels as one array, whatever the batch size. */
const BATCH_SIZE = 5_000;
const THANKS_ONLY = ['USER_THANKS_AVAILABLE'] as const;
const GOTALK_AND_THANKS = ['USER_THANKS_AVAILABLE', 'USER_GOTALK_AVAILABLE'] as const;

/** mulberry32: a tiny seeded generator, so the same tenant always gets the same people. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * Adds `count` generated people to a tenant: kanji names with kana and romaji, account ids,
 * emails, extensions, phones, a primary division (some with a concurrent post in another one).
 * Generation continues from the people already there, so repeated runs add new, distinct people.
 */
export async function generatePeople(
  db: Db,
  tenantId: number,
  tenantCode: string,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  const divisions = await selectTenantRows(db, 'divisions', tenantId)
    .select(['id', 'parent_id'])
    .orderBy('id')
    .execute();
  if (divisions.length === 0) throw new Error(`tenant ${tenantCode} has no divisions to place people in`);
  const parents = new Set(divisions.map((d) => d.parent_id));
  const leaves = divisions.filter((d) => !parents.has(d.id));
  const all = divisions;

  const existing = await selectTenantRows(db, 'users', tenantId).select('account_id').execute();
  const taken = new Set(existing.map((row) => row.account_id));
  const start = existing.length;
  const random = createRandom(hash(`${tenantCode}:${start}`));
  // Meeting accounts and locations draw from their own sequence, so the people of earlier versions
  // of this generator (names, numbers, divisions) stay the same.
  const more = createRandom(hash(`${tenantCode}:${start}:meetings`));

  let added = 0;
  const addedIds: number[] = [];
  while (added < count) {
    const size = Math.min(BATCH_SIZE, count - added);
    const people = Array.from({ length: size }, (_, offset) => {
      const index = start + added + offset;
      const family = pick(random, FAMILY_NAMES);
      const given = pick(random, GIVEN_NAMES);
      const base = `${family[2]}.${given[2]}`.toLowerCase();
      let accountId = base;
      for (let n = 2; taken.has(accountId); n++) accountId = `${base}${n}`;
      taken.add(accountId);
      const roll = random();
      const position =
        roll < 0.04
          ? POSITIONS[0]
          : roll < 0.12
            ? pick(random, POSITIONS.slice(1, 3))
            : roll < 0.3
              ? pick(random, POSITIONS.slice(3))
              : null;
      const extension = String(3000 + index);
      const mobile =
        random() < 0.6
          ? `090-${String(1000 + Math.floor(random() * 9000))}-${String(1000 + Math.floor(random() * 9000))}`
          : null;
      return {
        user: {
          account_id: accountId,
          fullname: `${family[0]} ${given[0]}`,
          fullname_kana: `${family[1]} ${given[1]}`,
          fullname_alphabet: `${given[2]} ${family[2]}`,
          email: `${accountId}@${tenantCode}.example.com`,
          extension_num: extension,
          phone_num: `03-5555-${extension.padStart(4, '0').slice(-4)}`,
          mobile_num: mobile,
          position: position ?? null,
          level: position ? POSITIONS.length - POSITIONS.indexOf(position) : 0,
          employee_num: `E${String(index + 1).padStart(6, '0')}`,
          post: random() < 0.5 ? pick(random, POSTS) : null,
          skill: random() < 0.4 ? pick(random, SKILLS) : null,
          comment: random() < 0.2 ? pick(random, COMMENTS) : null,
          remarks: random() < 0.08 ? pick(random, REMARKS) : null,
          company_mobile_num:
            random() < 0.3
              ? `080-${String(1000 + Math.floor(random() * 9000))}-${extension.slice(-4)}`
              : null,
          email2: random() < 0.1 ? `${accountId}.sub@${tenantCode}.example.com` : null,
          ...meetingsAndLocation(more, accountId, tenantCode),
        },
        virtualRoles: random() < 0.8 ? GOTALK_AND_THANKS : THANKS_ONLY,
        primary: pick(random, leaves).id,
        concurrent: random() < 0.1 ? pick(random, all).id : null,
      };
    });
    await db.transaction().execute(async (trx) => {
      const users = people.map((p) => p.user);
      const column = <K extends keyof (typeof users)[number]>(key: K) => users.map((user) => user[key]);
      // One array per column (unnest) instead of one parameter per value: a few parameters per
      // statement however many people, and no statement too large for the wire.
      const inserted = await sql<{ id: number; account_id: string }>`
        insert into users (tenant_id, account_id, password_hash, fullname, fullname_kana,
          fullname_alphabet, email, extension_num, phone_num, mobile_num, position, level, employee_num,
          post, skill, comment, remarks, company_mobile_num, email2, web_ex_url, zoom_account,
          o365_account, mobile_latitude, mobile_longitude, ex_beacon_tag_id)
        select ${tenantId}, u.account_id, ${LOCKED_PASSWORD_HASH}, u.fullname, u.fullname_kana,
          u.fullname_alphabet, u.email, u.extension_num, u.phone_num, u.mobile_num, u.position, u.level,
          u.employee_num, u.post, u.skill, u.comment, u.remarks, u.company_mobile_num, u.email2,
          u.web_ex_url, u.zoom_account, u.o365_account, u.mobile_latitude, u.mobile_longitude,
          u.ex_beacon_tag_id
        from unnest(${column('account_id')}::text[], ${column('fullname')}::text[],
          ${column('fullname_kana')}::text[], ${column('fullname_alphabet')}::text[],
          ${column('email')}::text[], ${column('extension_num')}::text[], ${column('phone_num')}::text[],
          ${column('mobile_num')}::text[], ${column('position')}::text[], ${column('level')}::int[],
          ${column('employee_num')}::text[], ${column('post')}::text[], ${column('skill')}::text[],
          ${column('comment')}::text[], ${column('remarks')}::text[],
          ${column('company_mobile_num')}::text[], ${column('email2')}::text[],
          ${column('web_ex_url')}::text[], ${column('zoom_account')}::text[],
          ${column('o365_account')}::text[], ${column('mobile_latitude')}::float8[],
          ${column('mobile_longitude')}::float8[], ${column('ex_beacon_tag_id')}::text[])
          with ordinality as u(account_id, fullname, fullname_kana, fullname_alphabet, email,
            extension_num, phone_num, mobile_num, position, level, employee_num, post, skill, comment,
            remarks, company_mobile_num, email2, web_ex_url, zoom_account, o365_account,
            mobile_latitude, mobile_longitude, ex_beacon_tag_id, n)
        order by u.n
        returning id, account_id`.execute(trx);
      const idOf = new Map(inserted.rows.map((row) => [row.account_id, Number(row.id)]));
      const ids = people.map((person) => idOf.get(person.user.account_id) as number);
      addedIds.push(...ids);
      const memberships = people.flatMap((person, i) => {
        const userId = ids[i] as number;
        const rows: [number, number, boolean, number][] = [[userId, person.primary, true, 0]];
        if (person.concurrent !== null && person.concurrent !== person.primary) {
          rows.push([userId, person.concurrent, false, 1]);
        }
        return rows;
      });
      await sql`insert into user_divisions (tenant_id, user_id, division_id, is_primary, sort)
        select ${tenantId}, * from unnest(${memberships.map((m) => m[0])}::bigint[],
          ${memberships.map((m) => m[1])}::bigint[], ${memberships.map((m) => m[2])}::boolean[],
          ${memberships.map((m) => m[3])}::int[])`.execute(trx);
      const roles = people.flatMap((person, i) =>
        person.virtualRoles.map((role): [number, string] => [ids[i] as number, role]),
      );
      await sql`insert into user_virtual_roles (tenant_id, user_id, role)
        select ${tenantId}, * from unnest(${roles.map((r) => r[0])}::bigint[],
          ${roles.map((r) => r[1])}::text[])`.execute(trx);
    });
    added += size;
  }
  await reindexPeople(db, tenantId, addedIds);
  return added;
}

/** Tokyo Station, where the generated phones were last seen around. */
const BASE_LATITUDE = 35.6812;
const BASE_LONGITUDE = 139.7671;

/**
 * The meeting accounts and last known position of a generated person: a Webex room for half of
 * them, a Microsoft 365 account for most, Zoom for a few; a phone position near the office for a
 * quarter, a beacon tag for some.
 */
function meetingsAndLocation(random: () => number, accountId: string, tenantCode: string) {
  const email = `${accountId}@${tenantCode}.example.com`;
  const located = random() < 0.25;
  return {
    web_ex_url: random() < 0.5 ? `https://${tenantCode}.webex.com/meet/${accountId}` : null,
    zoom_account: random() < 0.15 ? email : null,
    o365_account: random() < 0.7 ? email : null,
    mobile_latitude: located ? Number((BASE_LATITUDE + (random() - 0.5) * 0.02).toFixed(6)) : null,
    mobile_longitude: located ? Number((BASE_LONGITUDE + (random() - 0.5) * 0.02).toFixed(6)) : null,
    ex_beacon_tag_id:
      random() < 0.2 ? `BT-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}` : null,
  };
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return h >>> 0;
}
