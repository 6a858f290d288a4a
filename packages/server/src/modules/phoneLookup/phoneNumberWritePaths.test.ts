import type { KizunaClient } from '@kizuna/api-client';
import type { UserAdminSaveBody, UserEditFields } from '@kizuna/api-client/contract';
import { USER_EDIT_FIELDS } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf } from '../../../test/seededIds.js';
import { findContactByPhoneNumber } from './findContactByPhoneNumber.js';

// The index follows every path that writes phones, through the real server: each case writes a
// number, finds its owner by it written another way, changes or removes it, and finds nobody.
let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  tenantId = await tenantIdOf(server.db, 'demo');
});
afterAll(async () => {
  await server?.close();
});

const owner = async (number: string) => {
  const found = await findContactByPhoneNumber(server.db, tenantId, number);
  return found && { kind: found.kind, id: found.id, matchedField: found.matchedField };
};

describe('the phone-number index', () => {
  it('follows the user edit of my own and of another person', async () => {
    const yamadaId = (await yamada.principal.userInfo()).userId;
    const form = (fields: Partial<UserEditFields>) =>
      ({ ...Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, ''])), ...fields }) as UserEditFields;
    await yamada.userEdit.save({ params: { userId: yamadaId }, body: form({ mobileNum: '090-3141-5926' }) });
    expect(await owner('+81 90 3141 5926')).toEqual({
      kind: 'INTERNAL',
      id: yamadaId,
      matchedField: 'MOBILE',
    });
    await admin.userEdit.save({
      params: { userId: yamadaId },
      body: form({ personalMobileNum: '080-2718-2818' }),
    });
    expect(await owner('09031415926')).toBeNull();
    expect(await owner('０８０２７１８２８１８')).toMatchObject({
      id: yamadaId,
      matchedField: 'PERSONAL_MOBILE',
    });
  });

  it('follows user administration: create, edit, disable, delete', async () => {
    const person: UserAdminSaveBody = {
      accountId: 'denwa.ichiro',
      fullname: '電話 一郎',
      fullnameKana: 'デンワ イチロウ',
      fullnameAlphabet: 'Ichiro Denwa',
      userType: 'REGULAR_USER',
      divisions: [],
      position: '',
      extensionNum: '48151',
      phoneNum: '03-6230-1111',
      mobileNum: '',
      email: 'denwa.ichiro@example.jp',
      email2: '',
      employeeNum: 'E-4815',
      roles: [],
      virtualRoles: [],
      enabled: true,
      initialPassword: 'Hajimete-2025',
    };
    const { userId } = await admin.userAdmin.save({ body: person });
    expect(await owner('+81-(0)3-6230-1111')).toEqual({
      kind: 'INTERNAL',
      id: userId,
      matchedField: 'PHONE',
    });
    expect(await owner('48151')).toEqual({ kind: 'INTERNAL', id: userId, matchedField: 'EXTENSION' });
    await admin.userAdmin.save({
      body: { ...person, userId, phoneNum: '03-6230-2222', initialPassword: undefined },
    });
    expect(await owner('0362301111')).toBeNull();
    expect(await owner('0362302222')).toMatchObject({ id: userId });
    await admin.userAdmin.disable({ params: { userId } });
    expect(await owner('0362302222')).toBeNull();
    await admin.userAdmin.enable({ params: { userId } });
    expect(await owner('0362302222')).toMatchObject({ id: userId });
    await admin.userAdmin.remove({ params: { userId } });
    expect(await owner('0362302222')).toBeNull();
  });

  it('follows SCIM provisioning', async () => {
    const { token } = await admin.scimAdmin.createToken({ body: { name: 'Phone test' } });
    const scim = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/scim/v2${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return text ? (JSON.parse(text) as { id: string }) : null;
    };
    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'scim.denwa@kizuna.example',
      active: true,
      name: { formatted: '佐々木 電話', familyName: '佐々木', givenName: '電話' },
      phoneNumbers: [{ type: 'mobile', value: '+81 90 1618 0339' }],
    });
    const id = Number(created!.id);
    expect(await owner('090-1618-0339')).toEqual({ kind: 'INTERNAL', id, matchedField: 'MOBILE' });
    await scim('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'phoneNumbers[type eq "mobile"].value', value: '090-1618-0340' }],
    });
    expect(await owner('090-1618-0339')).toBeNull();
    expect(await owner('090-1618-0340')).toMatchObject({ id });
    await scim('DELETE', `/Users/${id}`);
    expect(await owner('090-1618-0340')).toBeNull();
  });

  it('follows external contacts: add, edit, copy to a common folder, delete', async () => {
    const common = (await yamada.contactFolders.commonList()).items.find((f) => f.folderName === '取引先')!;
    const personal = (await yamada.contactFolders.personalList()).items[0]!;
    const { contactId } = await yamada.externalContacts.add({
      params: { folderType: 'personal', folderId: personal.folderId },
      body: { fullname: '鈴木 名刺', companyName: '株式会社でんわ', companyPhoneNum: '06-6311-2020' },
    });
    // A personal folder's cards are their owner's alone.
    expect(await owner('0663112020')).toBeNull();
    await yamada.contactFolders.personalCopyContacts({
      params: { folderId: personal.folderId },
      body: { destFolderId: common.folderId, sourceData: { contactIds: [contactId], operation: 'COPY' } },
    });
    const copy = await owner('+81 6 6311 2020');
    expect(copy).toMatchObject({ kind: 'EXTERNAL', matchedField: 'COMPANY_PHONE' });
    expect(copy!.id).not.toBe(contactId);
    await yamada.externalContacts.edit({
      params: { folderType: 'common', contactId: copy!.id },
      body: { fullname: '鈴木 名刺', companyName: '株式会社でんわ', companyPhoneNum: '06-6311-3030' },
    });
    expect(await owner('0663112020')).toBeNull();
    expect(await owner('0663113030')).toMatchObject({ id: copy!.id });
    await yamada.externalContacts.deleteContacts({
      params: { folderType: 'common', folderId: common.folderId },
      body: { contactIds: [copy!.id] },
    });
    expect(await owner('0663113030')).toBeNull();
  });
});
