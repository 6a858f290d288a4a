import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { Database, Db } from '../../db/createDatabase.js';
import { findContactByPhoneNumber } from './findContactByPhoneNumber.js';
import { indexContactPhoneNumbers, indexPeoplePhoneNumbers } from './phoneNumberIndex.js';
import { phoneNumberKey } from './phoneNumberKey.js';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

let sequence = 0;

async function createTenant(): Promise<{
  tenantId: number;
  common: number;
  personal: (userId: number) => Promise<number>;
}> {
  sequence += 1;
  const { id: tenantId } = await db
    .insertInto('tenants')
    .values({ code: `phone-${sequence}`, name: `Phone ${sequence}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: common } = await db
    .insertInto('contact_folders')
    .values({ tenant_id: tenantId, folder_type: 'COMMON', name: '取引先', created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const personal = async (userId: number) =>
    (
      await db
        .insertInto('contact_folders')
        .values({
          tenant_id: tenantId,
          folder_type: 'PERSONAL',
          owner_user_id: userId,
          name: '個人',
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { tenantId, common, personal };
}

interface Phones {
  extension_num?: string;
  phone_num?: string;
  mobile_num?: string;
  company_mobile_num?: string;
  personal_mobile_num?: string;
}

/** A person with these phones, indexed in the writing transaction (reindexPeople does the same). */
async function addPerson(tenantId: number, fullname: string, phones: Phones): Promise<number> {
  sequence += 1;
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        account_id: `user${sequence}`,
        password_hash: 'x',
        fullname,
        fullname_kana: 'ヤマダ タロウ',
        ...phones,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexPeoplePhoneNumbers(trx, tenantId, [id]);
    return id;
  });
}

async function updatePerson(tenantId: number, userId: number, phones: Phones): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...phones, updated_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .execute();
    await indexPeoplePhoneNumbers(trx, tenantId, [userId]);
  });
}

interface Contact extends Phones {
  fullname: string;
  company_name?: string;
  division_name?: string;
  company_phone_num?: string;
  fax_num?: string;
}

/** An external contact with these fields, indexed in the writing transaction (as the contacts' store does). */
async function addContact(tenantId: number, folderId: number, contact: Contact): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('external_contacts')
      .values({ tenant_id: tenantId, folder_id: folderId, ...contact })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexContactPhoneNumbers(trx, tenantId, [id]);
    return id;
  });
}

/** Every way a Japanese number of `groups` (national, e.g. ['03', '1234', '5678']) is written. */
function writtenForms(groups: readonly string[]) {
  const national = groups.join('');
  const rest = [groups[0]!.slice(1), ...groups.slice(1)];
  const fullWidth = (text: string) =>
    text.replace(/[0-9+()-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  return fc
    .tuple(
      fc.constantFrom(
        groups.join('-'),
        national,
        groups.join(' '),
        `(${groups[0]})${groups.slice(1).join('-')}`,
        `+81 ${rest.join(' ')}`,
        `+81-(0)${rest.join('-')}`,
        `+81${rest.join('')}`,
        `+81 (0)${rest.join(' ')}`,
        `010-81-${rest.join('-')}`,
      ),
      fc.boolean(),
      fc.constantFrom('', ' 内線 12', ' ext. 345', ' x9', '#21'),
      fc.constantFrom('', ' ', '\u3000'),
    )
    .map(([form, wide, extension, pad]) => `${pad}${wide ? fullWidth(form) : form}${extension}${pad}`);
}

const japaneseNumber = fc.oneof(
  // A Tokyo or Osaka line: 0X-XXXX-XXXX.
  fc.tuple(fc.constantFrom('03', '06'), fc.stringMatching(/^[1-9]\d{3}$/), fc.stringMatching(/^\d{4}$/)),
  // A mobile: 0X0-XXXX-XXXX.
  fc.tuple(
    fc.constantFrom('090', '080', '070'),
    fc.stringMatching(/^[1-9]\d{3}$/),
    fc.stringMatching(/^\d{4}$/),
  ),
  // Elsewhere: 0XXX-XX-XXXX.
  fc.tuple(
    fc.constantFrom('0466', '0985', '0776'),
    fc.stringMatching(/^[2-9]\d$/),
    fc.stringMatching(/^\d{4}$/),
  ),
);

describe('phoneNumberKey', () => {
  it('gives every written form of a Japanese number the same E.164 key', () => {
    fc.assert(
      fc.property(
        japaneseNumber.chain((groups) => fc.tuple(fc.constant(groups), writtenForms(groups))),
        ([groups, written]) => {
          expect(phoneNumberKey(written)).toBe(`+81${groups.join('').slice(1)}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps foreign numbers apart by country, and extensions as their digits', () => {
    expect(phoneNumberKey('+44 (0)20 7946 0000')).toBe('+442079460000');
    expect(phoneNumberKey('010-1-415-555-2671')).toBe('+14155552671');
    expect(phoneNumberKey('+1 415 555 2671')).not.toBe(phoneNumberKey('0415552671'));
    expect(phoneNumberKey('３４５６７')).toBe('34567');
    expect(phoneNumberKey('34567')).not.toBe(phoneNumberKey('+8134567'));
    expect(phoneNumberKey('—')).toBeNull();
  });
});

describe('findContactByPhoneNumber', () => {
  it('finds a stored number however the caller writes it', async () => {
    const { tenantId, common } = await createTenant();
    const stored = new Map<string, { kind: string; id: number }>();
    await fc.assert(
      fc.asyncProperty(
        japaneseNumber.chain((groups) =>
          fc.tuple(fc.constant(groups), writtenForms(groups), writtenForms(groups)),
        ),
        fc.boolean(),
        async ([groups, storedAs, dialled], internal) => {
          const key = `+81${groups.join('').slice(1)}`;
          if (!stored.has(key)) {
            const id = internal
              ? await addPerson(tenantId, '山田 太郎', { mobile_num: storedAs })
              : await addContact(tenantId, common, { fullname: '佐藤 花子', company_phone_num: storedAs });
            stored.set(key, { kind: internal ? 'INTERNAL' : 'EXTERNAL', id });
          }
          const found = await findContactByPhoneNumber(db, tenantId, dialled);
          expect(found && { kind: found.kind, id: found.id }).toEqual(stored.get(key));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers the person or contact with their name, reading, company or division and field', async () => {
    const { tenantId, common } = await createTenant();
    const { id: divisionId } = await db
      .insertInto('divisions')
      .values({ tenant_id: tenantId, name: '営業部' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = await addPerson(tenantId, '山田 太郎', {
      extension_num: '34567',
      phone_num: '03-5555-0101',
    });
    await db
      .insertInto('user_divisions')
      .values({ tenant_id: tenantId, user_id: userId, division_id: divisionId, is_primary: true })
      .execute();
    const contactId = await addContact(tenantId, common, {
      fullname: '佐藤 花子',
      company_name: '株式会社ナカヤマ',
      division_name: '経理課',
      fax_num: '06-6123-4567',
    });
    expect(await findContactByPhoneNumber(db, tenantId, '+81 3 5555 0101')).toMatchObject({
      kind: 'INTERNAL',
      id: userId,
      displayName: '山田 太郎',
      kana: 'ヤマダ タロウ',
      companyName: null,
      divisionName: '営業部',
      matchedField: 'PHONE',
      number: '+81355550101',
    });
    expect(await findContactByPhoneNumber(db, tenantId, '34567')).toMatchObject({
      id: userId,
      matchedField: 'EXTENSION',
    });
    expect(await findContactByPhoneNumber(db, tenantId, '0661234567')).toMatchObject({
      kind: 'EXTERNAL',
      id: contactId,
      displayName: '佐藤 花子',
      kana: null,
      companyName: '株式会社ナカヤマ',
      divisionName: '経理課',
      matchedField: 'FAX',
    });
    expect(await findContactByPhoneNumber(db, tenantId, '03-5555-0102')).toBeNull();
    expect(await findContactByPhoneNumber(db, tenantId, 'unknown')).toBeNull();
  });

  it('no longer finds a changed, cleared or deleted number', async () => {
    const { tenantId, common } = await createTenant();
    const userId = await addPerson(tenantId, '山田 太郎', { phone_num: '03-1111-2222' });
    await updatePerson(tenantId, userId, { phone_num: '03-1111-3333' });
    expect(await findContactByPhoneNumber(db, tenantId, '0311112222')).toBeNull();
    expect(await findContactByPhoneNumber(db, tenantId, '0311113333')).toMatchObject({ id: userId });
    await updatePerson(tenantId, userId, { phone_num: '' });
    expect(await findContactByPhoneNumber(db, tenantId, '0311113333')).toBeNull();

    const contactId = await addContact(tenantId, common, {
      fullname: '佐藤 花子',
      mobile_num: '090-1111-2222',
    });
    expect(await findContactByPhoneNumber(db, tenantId, '09011112222')).toMatchObject({ id: contactId });
    await db
      .deleteFrom('external_contacts')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', contactId)
      .execute();
    expect(await findContactByPhoneNumber(db, tenantId, '09011112222')).toBeNull();
  });

  it('never answers a number its owner no longer holds, even when a write skipped the index', async () => {
    const { tenantId } = await createTenant();
    const userId = await addPerson(tenantId, '山田 太郎', { mobile_num: '080-1234-5678' });
    await db.updateTable('users').set({ mobile_num: '080-9999-0000' }).where('id', '=', userId).execute();
    expect(await findContactByPhoneNumber(db, tenantId, '08012345678')).toBeNull();
  });

  it('leaves out disabled people and contacts in personal folders', async () => {
    const { tenantId, personal } = await createTenant();
    const userId = await addPerson(tenantId, '山田 太郎', { phone_num: '03-2222-3333' });
    await addContact(tenantId, await personal(userId), {
      fullname: '個人 連絡先',
      phone_num: '03-4444-5555',
    });
    expect(await findContactByPhoneNumber(db, tenantId, '03-4444-5555')).toBeNull();
    await db.updateTable('users').set({ enabled: false }).where('id', '=', userId).execute();
    expect(await findContactByPhoneNumber(db, tenantId, '03-2222-3333')).toBeNull();
  });

  it('prefers a person, then the most recently updated, when several hold the number', async () => {
    const { tenantId, common } = await createTenant();
    const older = await addContact(tenantId, common, { fullname: '古い 連絡先', phone_num: '03-7777-8888' });
    const newer = await addContact(tenantId, common, {
      fullname: '新しい 連絡先',
      company_phone_num: '0377778888',
    });
    await sql`update external_contacts set updated_at = now() - interval '1 day' where id = ${older}`.execute(
      db,
    );
    expect(await findContactByPhoneNumber(db, tenantId, '+81377778888')).toMatchObject({
      kind: 'EXTERNAL',
      id: newer,
    });
    await sql`update external_contacts set updated_at = now() + interval '1 day' where id = ${older}`.execute(
      db,
    );
    expect(await findContactByPhoneNumber(db, tenantId, '+81377778888')).toMatchObject({
      kind: 'EXTERNAL',
      id: older,
    });
    const person = await addPerson(tenantId, '山田 太郎', { company_mobile_num: '03-7777-8888' });
    expect(await findContactByPhoneNumber(db, tenantId, '+81377778888')).toMatchObject({
      kind: 'INTERNAL',
      id: person,
      matchedField: 'COMPANY_MOBILE',
    });
  });

  it("never finds another tenant's people or contacts", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const inA = await addPerson(a.tenantId, '山田 太郎', { phone_num: '03-6666-1234' });
    await addContact(a.tenantId, a.common, { fullname: '佐藤 花子', mobile_num: '090-6666-1234' });
    expect(await findContactByPhoneNumber(db, b.tenantId, '03-6666-1234')).toBeNull();
    expect(await findContactByPhoneNumber(db, b.tenantId, '090-6666-1234')).toBeNull();
    const inB = await addPerson(b.tenantId, '鈴木 一郎', { phone_num: '03-6666-1234' });
    expect(await findContactByPhoneNumber(db, a.tenantId, '0366661234')).toMatchObject({ id: inA });
    expect(await findContactByPhoneNumber(db, b.tenantId, '0366661234')).toMatchObject({ id: inB });
  });

  it('indexes the people stored before the index existed, before the first lookup', async () => {
    const earlier = await createTestDatabase();
    try {
      const { id: tenant } = await earlier.db
        .insertInto('tenants')
        .values({ code: 'before', name: 'Before' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: userId } = await earlier.db
        .insertInto('users')
        .values({
          tenant_id: tenant,
          account_id: 'old',
          password_hash: 'x',
          fullname: '古参 社員',
          phone_num: '03-9876-5432',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await findContactByPhoneNumber(earlier.db, tenant, '0398765432')).toMatchObject({ id: userId });
    } finally {
      await earlier.close();
    }
  });
});
