import type { Db } from '../db/createDatabase.js';
import { reindexPeople } from '../modules/directorySearch/index.js';
import { COMMENTS, POSTS, REMARKS, SKILLS } from './directoryProfiles.js';
import { FAMILY_NAMES, GIVEN_NAMES, POSITIONS } from './japaneseNames.js';

/** Stored for generated people: matches no password, so nobody signs in as them until reset. */
export const LOCKED_PASSWORD_HASH = '!locked';

const BATCH_SIZE = 500;
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
  const divisions = await db
    .selectFrom('divisions')
    .select(['id', 'parent_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  if (divisions.length === 0) throw new Error(`tenant ${tenantCode} has no divisions to place people in`);
  const parents = new Set(divisions.map((d) => d.parent_id));
  const leaves = divisions.filter((d) => !parents.has(d.id));
  const all = divisions;

  const existing = await db
    .selectFrom('users')
    .select('account_id')
    .where('tenant_id', '=', tenantId)
    .execute();
  const taken = new Set(existing.map((row) => row.account_id));
  const start = existing.length;
  const random = createRandom(hash(`${tenantCode}:${start}`));

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
          tenant_id: tenantId,
          account_id: accountId,
          password_hash: LOCKED_PASSWORD_HASH,
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
        },
        virtualRoles: random() < 0.8 ? GOTALK_AND_THANKS : THANKS_ONLY,
        primary: pick(random, leaves).id,
        concurrent: random() < 0.1 ? pick(random, all).id : null,
      };
    });
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('users')
        .values(people.map((p) => p.user))
        .returning('id')
        .execute();
      addedIds.push(...ids.map((row) => Number(row.id)));
      const memberships = people.flatMap((person, i) => {
        const userId = (ids[i] as { id: number }).id;
        const rows = [
          { tenant_id: tenantId, user_id: userId, division_id: person.primary, is_primary: true, sort: 0 },
        ];
        if (person.concurrent !== null && person.concurrent !== person.primary) {
          rows.push({
            tenant_id: tenantId,
            user_id: userId,
            division_id: person.concurrent,
            is_primary: false,
            sort: 1,
          });
        }
        return rows;
      });
      await trx.insertInto('user_divisions').values(memberships).execute();
      const roles = people.flatMap((person, i) =>
        person.virtualRoles.map((role) => ({
          tenant_id: tenantId,
          user_id: (ids[i] as { id: number }).id,
          role,
        })),
      );
      await trx.insertInto('user_virtual_roles').values(roles).execute();
    });
    added += size;
  }
  await reindexPeople(db, tenantId, addedIds);
  return added;
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return h >>> 0;
}
