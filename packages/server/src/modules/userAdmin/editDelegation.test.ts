import {
  USER_EDIT_FIELDS,
  type SaveCompanySettingsBody,
  type UserEditFields,
} from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>;
let admin: Client;
/** The secretary: a person without any role, to whom editing is delegated. */
let yamada: Client;
let yamadaId: number;
/** Named in the grant one by one. */
let namedId: number;
/** A member of the division named in the grant. */
let memberId: number;
let divisionId: number;
/** Neither named nor in the division. */
let outsiderId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  yamadaId = (await yamada.principal.userInfo()).userId;
  const adminId = (await admin.principal.userInfo()).userId;
  const tenant = await server.db
    .selectFrom('users')
    .select('tenant_id')
    .where('id', '=', yamadaId)
    .executeTakeFirstOrThrow();
  // A division with members other than Yamada and the admin, and two people in no such division.
  const members = await server.db
    .selectFrom('user_divisions')
    .select(['division_id', 'user_id'])
    .where('tenant_id', '=', tenant.tenant_id)
    .orderBy('division_id')
    .orderBy('user_id')
    .execute();
  const inDivision = new Map<number, number[]>();
  for (const row of members) {
    const list = inDivision.get(Number(row.division_id)) ?? [];
    list.push(Number(row.user_id));
    inDivision.set(Number(row.division_id), list);
  }
  const [division, people] = [...inDivision].find(
    ([, ids]) => ids.length >= 1 && !ids.includes(yamadaId) && !ids.includes(adminId),
  )!;
  divisionId = division;
  memberId = people[0]!;
  const others = await server.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenant.tenant_id)
    .where('user_type', '=', 'REGULAR_USER')
    .where('id', 'not in', [yamadaId, adminId, ...people])
    .orderBy('id')
    .limit(2)
    .execute();
  namedId = Number(others[0]!.id);
  outsiderId = Number(others[1]!.id);
});
afterAll(async () => {
  await server?.close();
});

/** A person's whole form as the delegate reads it, with the changes given. */
async function formOf(
  client: Client,
  userId: number,
  changes: Partial<UserEditFields>,
): Promise<UserEditFields> {
  const stored = await client.userEdit.get({ params: { userId } });
  return {
    ...(Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, stored[field] ?? ''])) as UserEditFields),
    ...changes,
  };
}

async function companyBody(changes: Partial<SaveCompanySettingsBody>): Promise<SaveCompanySettingsBody> {
  const {
    logoVersion: _logo,
    clientAddress: _address,
    startPageChoices: _choices,
    selfEditableFieldsInEffect: _inEffect,
    ...settings
  } = await admin.companyAdmin.get();
  return { ...settings, ...changes };
}

async function loggedActions(action: string) {
  return server.db
    .selectFrom('admin_action_log')
    .select(['actor_user_id', 'target', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

describe('delegated editing (proxy edit)', () => {
  it('is nothing before an administrator grants it', async () => {
    const detail = await yamada.internalContacts.detail({ params: { contactId: namedId } });
    expect(detail.editAuthorizable).toBe(false);
    await expect(yamada.userEdit.get({ params: { userId: namedId } })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('is granted only by an administrator of users or divisions, and bad grants change nothing', async () => {
    await expect(
      yamada.userAdmin.grantEditDelegation({ body: { delegateUserId: yamadaId, userIds: [namedId] } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      admin.userAdmin.grantEditDelegation({
        body: { delegateUserId: yamadaId, userIds: [], divisionIds: [] },
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [{ path: 'body.userIds', key: 'required' }] },
    });
    await expect(
      admin.userAdmin.grantEditDelegation({ body: { delegateUserId: yamadaId, userIds: [yamadaId] } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      admin.userAdmin.grantEditDelegation({
        body: { delegateUserId: yamadaId, userIds: [namedId, 99_999_999] },
      }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'ADMIN_USER_NOT_FOUND' } });
    expect((await admin.userAdmin.editDelegations()).items).toEqual([]);
  });

  it('lets the delegate edit the people and division members granted, and no one else', async () => {
    const granted = await admin.userAdmin.grantEditDelegation({
      body: { delegateUserId: yamadaId, userIds: [namedId], divisionIds: [divisionId] },
    });
    expect(granted.items).toHaveLength(2);
    expect(granted.items.map((item) => item.target.kind).sort()).toEqual(['DIVISION', 'USER']);
    expect(granted.items.every((item) => item.delegate.userId === yamadaId)).toBe(true);
    // Granting again adds nothing.
    const again = await admin.userAdmin.grantEditDelegation({
      body: { delegateUserId: yamadaId, userIds: [namedId] },
    });
    expect(again.items).toHaveLength(2);

    for (const userId of [namedId, memberId]) {
      expect((await yamada.internalContacts.detail({ params: { contactId: userId } })).editAuthorizable).toBe(
        true,
      );
      const saved = await yamada.userEdit.save({
        params: { userId },
        body: await formOf(yamada, userId, { remarks: `代理で更新 ${userId}` }),
      });
      expect(saved).toMatchObject({ isSelf: false, remarks: `代理で更新 ${userId}` });
      expect((await admin.internalContacts.detail({ params: { contactId: userId } })).remarks).toBe(
        `代理で更新 ${userId}`,
      );
    }

    // Someone outside the grant: no edit, nothing saved.
    const before = await admin.userEdit.get({ params: { userId: outsiderId } });
    expect(
      (await yamada.internalContacts.detail({ params: { contactId: outsiderId } })).editAuthorizable,
    ).toBe(false);
    await expect(
      yamada.userEdit.save({
        params: { userId: outsiderId },
        body: await formOf(admin, outsiderId, { remarks: 'x' }),
      }),
    ).rejects.toMatchObject({ statusCode: 403, data: { code: 'EDIT_NOT_ALLOWED' } });
    expect(await admin.userEdit.get({ params: { userId: outsiderId } })).toEqual(before);

    // Never roles, never the account: the user administration stays closed to the delegate.
    await expect(yamada.userAdmin.get({ params: { userId: namedId } })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('gives the delegate exactly the fields the people may change themselves', async () => {
    const original = await companyBody({});
    try {
      await admin.companyAdmin.save({ body: await companyBody({ selfEditableFields: ['remarks'] }) });
      expect((await yamada.userEdit.get({ params: { userId: namedId } })).editableFields).toEqual([
        'remarks',
      ]);
      await expect(
        yamada.userEdit.save({
          params: { userId: namedId },
          body: await formOf(yamada, namedId, { position: '社長' }),
        }),
      ).rejects.toMatchObject({
        statusCode: 400,
        data: { fieldErrors: [{ path: 'body.position', key: 'notSelfEditable' }] },
      });
    } finally {
      await admin.companyAdmin.save({ body: original });
    }
  });

  it('keeps who granted, revoked and edited whom in the action log', async () => {
    const grants = await loggedActions('editDelegation.grant');
    expect(grants).toHaveLength(2);
    expect(grants.map((row) => row.after)).toEqual(
      expect.arrayContaining([
        { delegateUserId: yamadaId, userId: namedId },
        { delegateUserId: yamadaId, divisionId },
      ]),
    );
    const edits = await loggedActions('userEdit.delegatedSave');
    expect(edits.map((row) => [Number(row.actor_user_id), row.target])).toEqual([
      [yamadaId, `user:${namedId}`],
      [yamadaId, `user:${memberId}`],
    ]);
    expect(edits[0]!.after).toMatchObject({ remarks: `代理で更新 ${namedId}` });
    // An edit of one's own entry is no delegated edit.
    await yamada.userEdit.save({ params: { userId: yamadaId }, body: await formOf(yamada, yamadaId, {}) });
    expect(await loggedActions('userEdit.delegatedSave')).toHaveLength(2);
  });

  it('ends when revoked: the delegate can no longer edit', async () => {
    const { items } = await admin.userAdmin.editDelegations();
    const named = items.find((item) => item.target.kind === 'USER')!;
    const left = await admin.userAdmin.revokeEditDelegation({ params: { delegationId: named.delegationId } });
    expect(left.items.map((item) => item.delegationId)).not.toContain(named.delegationId);
    await expect(
      admin.userAdmin.revokeEditDelegation({ params: { delegationId: named.delegationId } }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'EDIT_DELEGATION_NOT_FOUND' } });
    await expect(yamada.userEdit.get({ params: { userId: namedId } })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await yamada.userEdit.get({ params: { userId: memberId } })).isSelf).toBe(false);
    const revokes = await loggedActions('editDelegation.revoke');
    expect(revokes.map((row) => row.before)).toEqual([{ delegateUserId: yamadaId, userId: namedId }]);
  });
});
