import sharp from 'sharp';
import type { Db } from '../db/createDatabase.js';
import { reindexPeople } from '../modules/directorySearch/index.js';
import { prepareImages, createDatabaseFaceImageStore } from '../modules/faceImages/index.js';
import {
  ACHIEVEMENTS,
  BRIEF_HISTORIES,
  DIVISION_COMMENTS,
  JOB_DESCRIPTIONS,
  ONE_WORDS,
  QUALIFICATION_TAGS,
  SCHEDULE_SUBJECTS,
  SEEDED_PRESENCE,
  SKILL_TAGS,
  TOOL_TAGS,
} from './directoryProfiles.js';
import { LOCKED_PASSWORD_HASH } from './generatePeople.js';
import { selectTenantRows } from '../db/tenantRows.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TOKYO_OFFSET_MS = 9 * HOUR_MS;
const BATCH = 500;

/** Rooms and shared phones (FACILITY) and people listed without an account (REGISTRATION_ONLY_USER). */
const EXTRA_ENTRIES = [
  ['facility.room-a', '第1会議室', 'ダイイチカイギシツ', 'Meeting Room 1', 'FACILITY', '1901'],
  ['facility.room-b', '第2会議室', 'ダイニカイギシツ', 'Meeting Room 2', 'FACILITY', '1902'],
  ['facility.reception', '受付', 'ウケツケ', 'Reception', 'FACILITY', '1900'],
  ['registered.kato', '加藤 美咲', 'カトウ ミサキ', 'Misaki Kato', 'REGISTRATION_ONLY_USER', '1950'],
  ['registered.ito', '伊藤 健一', 'イトウ ケンイチ', 'Kenichi Ito', 'REGISTRATION_ONLY_USER', '1951'],
] as const;

const VIEW_COLUMNS: Record<string, readonly string[]> = {
  demo: ['PHONE', 'EMAIL', 'PRESENCE', 'WEB_EX', 'LOCATION', 'CHAT', 'COMMENT', 'SKILL', 'ANPI'],
  trial: ['PHONE', 'EMAIL', 'PRESENCE'],
};

const FACE_COLOURS = [
  [0x3f, 0x51, 0xb5],
  [0x00, 0x89, 0x7b],
  [0xe6, 0x51, 0x00],
  [0x6a, 0x1b, 0x9a],
  [0x2e, 0x7d, 0x32],
] as const;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/**
 * The directory part of a demo tenant: view columns, division info and comments, facilities and
 * registration-only entries, chat accounts, presence and today's schedules for everyone, personal
 * profiles for some, a few face images. Deterministic: derived from the order of the rows.
 */
export async function seedDirectory(db: Db, tenantId: number, tenantCode: string, now: Date): Promise<void> {
  const columns = VIEW_COLUMNS[tenantCode] ?? VIEW_COLUMNS.trial ?? [];
  await db
    .insertInto('tenant_view_columns')
    .values(columns.map((column_type, sort) => ({ tenant_id: tenantId, column_type, sort })))
    .execute();

  const divisions = await selectTenantRows(db, 'divisions', tenantId)
    .select(['id', 'parent_id'])
    .orderBy('id')
    .execute();
  const editor = await selectTenantRows(db, 'users', tenantId)
    .select('id')
    .where('account_id', '=', 'admin')
    .executeTakeFirst();
  for (const [index, division] of divisions.entries()) {
    const comment = index % 3 === 1 ? pick(DIVISION_COMMENTS, Math.floor(index / 3)) : null;
    await db
      .updateTable('divisions')
      .set({
        code: `D${String(index + 1).padStart(4, '0')}`,
        phone_num: `03-5555-${String(100 + index).padStart(4, '0')}`,
        url: index % 2 === 0 ? `https://intra.${tenantCode}.example.com/divisions/${index + 1}` : null,
        comment,
        comment_editor_id: comment && editor ? editor.id : null,
        comment_updated_at: comment && editor ? new Date(now.getTime() - (index + 1) * DAY_MS) : null,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', division.id)
      .execute();
  }

  const firstLeaf = divisions.find((d) => !divisions.some((other) => other.parent_id === d.id));
  if (firstLeaf) {
    for (const [accountId, fullname, kana, alphabet, userType, extension] of EXTRA_ENTRIES) {
      const { id } = await db
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          account_id: accountId,
          password_hash: LOCKED_PASSWORD_HASH,
          fullname,
          fullname_kana: kana,
          fullname_alphabet: alphabet,
          user_type: userType,
          extension_num: extension,
          phone_num: `03-5555-${extension}`,
          email: userType === 'FACILITY' ? null : `${accountId}@${tenantCode}.example.com`,
          remarks: userType === 'FACILITY' ? '予約は会議室予約システムから' : '派遣スタッフ',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_divisions')
        .values({ tenant_id: tenantId, user_id: id, division_id: firstLeaf.id, is_primary: true })
        .execute();
    }
  }

  const people = await selectTenantRows(db, 'users', tenantId)
    .select(['id', 'account_id', 'email', 'user_type'])
    .orderBy('id')
    .execute();
  const regular = people.filter((p) => p.user_type === 'REGULAR_USER');
  const dayStart = Math.floor((now.getTime() + TOKYO_OFFSET_MS) / DAY_MS) * DAY_MS - TOKYO_OFFSET_MS;

  for (let start = 0; start < people.length; start += BATCH) {
    const slice = people.slice(start, start + BATCH);
    await db
      .insertInto('user_presence')
      .values(
        slice.map((person, i) => ({
          user_id: person.id,
          tenant_id: tenantId,
          status: person.user_type === 'FACILITY' ? 'AVAILABLE' : pick(SEEDED_PRESENCE, start + i),
          updated_at: now,
        })),
      )
      .execute();
  }

  if (tenantCode === 'demo') await seedDestinations(db, tenantId, regular, now);

  const chats = regular.flatMap((person, index) => {
    if (index % 3 !== 0 || !person.email) return [];
    const rows = [
      { tenant_id: tenantId, user_id: person.id, slot: 1, client: 'TEAMS', account_id: person.email },
    ];
    if (index % 6 === 0)
      rows.push({
        tenant_id: tenantId,
        user_id: person.id,
        slot: 2,
        client: 'SLACK',
        account_id: `U${1000 + index}`,
      });
    return rows;
  });
  for (let start = 0; start < chats.length; start += BATCH)
    await db
      .insertInto('user_chat_accounts')
      .values(chats.slice(start, start + BATCH))
      .execute();

  const schedules = regular.flatMap((person, index) => {
    if (index % 5 > 1) return [];
    return Array.from({ length: 1 + (index % 3) }, (_, n) => {
      const [subject, location, status] = pick(SCHEDULE_SUBJECTS, index + n);
      const startAt = dayStart + (9 + n * 2 + (index % 2)) * HOUR_MS;
      return {
        tenant_id: tenantId,
        user_id: person.id,
        start_at: new Date(startAt),
        end_at: new Date(startAt + HOUR_MS),
        subject,
        status,
        location,
      };
    });
  });
  for (let start = 0; start < schedules.length; start += BATCH)
    await db
      .insertInto('schedule_items')
      .values(schedules.slice(start, start + BATCH))
      .execute();

  // Profiles: the demo accounts and every seventh person.
  const profiled = regular.filter(
    (person, index) =>
      person.account_id === 'admin' || person.account_id === 'yamada.taro' || index % 7 === 3,
  );
  for (const [index, person] of profiled.entries()) {
    const rich = index % 4 !== 3;
    await db
      .insertInto('personal_info')
      .values({
        user_id: person.id,
        tenant_id: tenantId,
        one_word: pick(ONE_WORDS, index),
        job_description: rich ? pick(JOB_DESCRIPTIONS, index) : null,
        url1: rich ? `https://intra.${tenantCode}.example.com/people/${person.account_id}` : null,
        url1_title: rich ? '社内ブログ' : null,
        url2: index % 2 === 0 ? 'https://github.com/' : null,
        url2_title: index % 2 === 0 ? 'GitHub' : null,
        updated_at: now,
      })
      .execute();
    const tags = [
      ...[0, 1].map((n) => ({ tag_type: 'SKILL', tag_name: pick(SKILL_TAGS, index + n), sort: n })),
      ...[0, 1, 2].map((n) => ({
        tag_type: 'TOOL_TECHNOLOGY',
        tag_name: pick(TOOL_TAGS, index * 2 + n),
        sort: n,
      })),
      ...(rich ? [{ tag_type: 'QUALIFICATION', tag_name: pick(QUALIFICATION_TAGS, index), sort: 0 }] : []),
    ];
    await db
      .insertInto('personal_info_tags')
      .values(tags.map((tag) => ({ tenant_id: tenantId, user_id: person.id, ...tag })))
      .execute();
    if (!rich) continue;
    await db
      .insertInto('personal_info_brief_histories')
      .values(
        BRIEF_HISTORIES.slice(index % 2).map(([date, text]) => ({
          tenant_id: tenantId,
          user_id: person.id,
          history_date: date,
          history_text: text,
        })),
      )
      .execute();
    await db
      .insertInto('personal_info_achievements')
      .values(
        ACHIEVEMENTS.slice(index % 3).map(([date, text]) => ({
          tenant_id: tenantId,
          user_id: person.id,
          achievement_date: date,
          achievement_text: text,
        })),
      )
      .execute();
    await db
      .insertInto('personal_info_custom_cols')
      .values([
        { tenant_id: tenantId, user_id: person.id, title: '趣味', value: '写真、ランニング', sort: 0 },
        {
          tenant_id: tenantId,
          user_id: person.id,
          title: '出身地',
          value: pick(['東京', '大阪', '福岡'], index),
          sort: 1,
        },
      ])
      .execute();
  }

  // A few face images: flat-colour squares with a lighter disc, made here so no file ships.
  const store = createDatabaseFaceImageStore(db);
  const faces = regular.filter((person, index) => person.account_id === 'yamada.taro' || index % 40 === 5);
  for (const [index, person] of faces.entries()) {
    const [r, g, b] = pick(FACE_COLOURS, index);
    const disc = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="40" r="22" fill="#fff" fill-opacity="0.85"/><circle cx="48" cy="104" r="40" fill="#fff" fill-opacity="0.85"/></svg>`,
    );
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r, g, b } } })
      .composite([{ input: disc }])
      .png()
      .toBuffer();
    const prepared = await prepareImages(new Uint8Array(png));
    if (prepared) await store.put(tenantId, person.id, prepared.original, prepared.thumbnail, now);
  }

  await reindexPeople(db, tenantId);
}

/** The states people of the demo tenant have set; the signed-in demo accounts start with none. */
const SEEDED_DESTINATIONS = ['WORK', 'WORK', 'MEETING', 'BUSINESS_TRIP', 'CUSTOM', 'BREAK', 'OTHER'] as const;

/** The demo tenant's own destinations, and a destination for most of its people. */
async function seedDestinations(
  db: Db,
  tenantId: number,
  people: readonly { id: number; account_id: string }[],
  now: Date,
): Promise<void> {
  const custom = await db
    .insertInto('destinations')
    .values([
      { tenant_id: tenantId, name: 'リモート勤務', color: 'INDIGO', sort: 1 },
      { tenant_id: tenantId, name: '大阪支社', color: 'ORANGE', sort: 2 },
    ])
    .returning('id')
    .execute();
  const rows = people
    .filter((person) => !['admin', 'yamada.taro'].includes(person.account_id))
    .map((person, index) => {
      const kind = pick(SEEDED_DESTINATIONS, index);
      return {
        user_id: person.id,
        tenant_id: tenantId,
        kind,
        destination_id: kind === 'CUSTOM' ? (pick(custom, index).id ?? null) : null,
        free_text: kind === 'OTHER' ? '15時まで外出（品川）' : null,
        updated_at: now,
      };
    });
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('user_destinations')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}
