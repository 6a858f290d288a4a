import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { hashInvitationToken } from './invitationTokens.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://kizuna.example.co.jp' });
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  demoId = (
    await server.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

/** The token of the newest invitation mail to the address, read from the link in its text. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'kind'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.kind).toBe('INVITATION');
  const link = /https:\/\/kizuna\.example\.co\.jp\/front\/bizDAccount\/activate\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text_body,
  );
  expect(link, mail.text_body).not.toBeNull();
  return link![1]!;
}

function person(accountId: string) {
  return { accountId, fullname: `招待 ${accountId}`, email: `${accountId}@demo.example.co.jp` };
}

async function publicClient() {
  const client = server.client();
  await client.auth.xsrf();
  return client;
}

describe('invitations', () => {
  it('invites a new person, who sets a password once and then signs in', async () => {
    const division = await selectTenantRows(server.db, 'divisions', demoId)
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const invited = await admin.userInvitations.invite({
      body: { ...person('new.person'), accountId: '  new.person  ', divisionId: division.id },
    });
    expect(invited).toMatchObject({
      accountId: 'new.person',
      state: 'PENDING',
      usedAt: null,
      divisionName: division.name,
    });
    expect(Date.parse(invited.expiresAt) - Date.parse(invited.createdAt)).toBe(7 * DAY);

    const token = await tokenMailedTo('new.person@demo.example.co.jp');
    const stored = await server.db
      .selectFrom('user_invitations')
      .select('token_hash')
      .where('id', '=', invited.invitationId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashInvitationToken(token));
    expect(stored.token_hash).not.toContain(token);

    // Before activation the account cannot sign in with anything.
    expect(
      await refusal(server.signIn({ tenantCode: 'demo', accountId: 'new.person', password: '!invited' })),
    ).toMatchObject({ status: 401 });

    const browser = await publicClient();
    expect(await browser.accountActivation.target({ body: { token } })).toMatchObject({
      tenantCode: 'demo',
      accountId: 'new.person',
      fullname: '招待 new.person',
      passwordPolicy: { allowUid: false },
    });
    await browser.accountActivation.activate({
      body: { token, password: 'Kizuna-New1', passwordConfirm: 'Kizuna-New1' },
    });
    const signedIn = await server.signIn({
      tenantCode: 'demo',
      accountId: 'new.person',
      password: 'Kizuna-New1',
    });
    expect((await signedIn.principal.passwordStatus()).changeRequired).toBe(false);

    expect(await refusal(browser.accountActivation.target({ body: { token } }))).toEqual({
      status: 409,
      code: 'ACTIVATION_ALREADY_ACTIVATED',
    });
    const listed = (await admin.userInvitations.list()).items.find(
      (i) => i.invitationId === invited.invitationId,
    );
    expect(listed).toMatchObject({ state: 'USED' });
    expect(
      await refusal(admin.userInvitations.reissue({ params: { invitationId: invited.invitationId } })),
    ).toEqual({ status: 409, code: 'INVITATION_ALREADY_ACTIVATED' });

    const log = await selectTenantRows(server.db, 'admin_action_log', demoId)
      .select(['action', 'target'])
      .where('target', '=', `invitation:${invited.invitationId}`)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['invitation.create', 'invitation.activate']);
  });

  it('keeps the reading and romaji of an invited person, and names who invited', async () => {
    const invited = await admin.userInvitations.invite({
      body: {
        ...person('kana.person'),
        fullname: '新入 花子',
        fullnameKana: 'しんにゅう はなこ',
        fullnameAlphabet: 'Hanako Shinnyu',
      },
    });
    const row = await selectTenantRows(server.db, 'users', demoId, invited.userId)
      .select(['fullname_kana', 'fullname_alphabet'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fullname_kana: 'しんにゅう はなこ', fullname_alphabet: 'Hanako Shinnyu' });
    const listed = (await admin.userInvitations.list()).items.find(
      (i) => i.invitationId === invited.invitationId,
    );
    expect(listed).toMatchObject({ fullname: '新入 花子', fullnameKana: 'しんにゅう はなこ' });
    expect(listed?.invitedByName).toBeTruthy();
    expect(listed?.invitedByName).not.toBe('新入 花子');
  });

  it('checks the password against the policy, with field errors', async () => {
    await admin.userInvitations.invite({ body: person('policy.check') });
    const token = await tokenMailedTo('policy.check@demo.example.co.jp');
    const browser = await publicClient();
    const error = (await browser.accountActivation
      .activate({ body: { token, password: 'policy.check', passwordConfirm: 'other' } })
      .catch((e: unknown) => e)) as { statusCode: number; fieldErrors: { path: string; key: string }[] };
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors.map((f) => `${f.path}:${f.key}`)).toEqual([
      'body.password:passwordPolicy',
      'body.passwordConfirm:passwordConfirm',
    ]);
    // A refused password leaves the link usable.
    await browser.accountActivation.activate({
      body: { token, password: 'Kizuna-Policy1', passwordConfirm: 'Kizuna-Policy1' },
    });
  });

  it('re-issuing makes the older link invalid; revoking and expiry do too, with one answer', async () => {
    const first = await admin.userInvitations.invite({ body: person('re.issue') });
    const oldToken = await tokenMailedTo('re.issue@demo.example.co.jp');
    const second = await admin.userInvitations.reissue({ params: { invitationId: first.invitationId } });
    const newToken = await tokenMailedTo('re.issue@demo.example.co.jp');
    expect(newToken).not.toBe(oldToken);
    const browser = await publicClient();
    const invalid = { status: 404, code: 'ACTIVATION_INVALID_TOKEN' };
    expect(await refusal(browser.accountActivation.target({ body: { token: oldToken } }))).toEqual(invalid);
    expect(await refusal(browser.accountActivation.target({ body: { token: 'x'.repeat(43) } }))).toEqual(
      invalid,
    );
    expect(await refusal(browser.accountActivation.target({ body: { token: 'short' } }))).toEqual(invalid);
    const states = new Map((await admin.userInvitations.list()).items.map((i) => [i.invitationId, i.state]));
    expect(states.get(first.invitationId)).toBe('REVOKED');
    expect(states.get(second.invitationId)).toBe('PENDING');

    expect(
      await admin.userInvitations.revoke({ params: { invitationId: second.invitationId } }),
    ).toMatchObject({ state: 'REVOKED' });
    expect(await refusal(browser.accountActivation.target({ body: { token: newToken } }))).toEqual(invalid);

    const third = await admin.userInvitations.reissue({ params: { invitationId: second.invitationId } });
    const thirdToken = await tokenMailedTo('re.issue@demo.example.co.jp');
    await server.db
      .updateTable('user_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', third.invitationId)
      .execute();
    expect(await refusal(browser.accountActivation.target({ body: { token: thirdToken } }))).toEqual(invalid);
    const listed = (await admin.userInvitations.list()).items.find(
      (i) => i.invitationId === third.invitationId,
    );
    expect(listed?.state).toBe('EXPIRED');
  });

  it('refuses a link whose person changed address or was disabled', async () => {
    const invited = await admin.userInvitations.invite({ body: person('moved.away') });
    const token = await tokenMailedTo('moved.away@demo.example.co.jp');
    const browser = await publicClient();
    await server.db
      .updateTable('users')
      .set({ email: 'elsewhere@demo.example.co.jp' })
      .where('id', '=', invited.userId)
      .execute();
    expect(await refusal(browser.accountActivation.target({ body: { token } }))).toEqual({
      status: 409,
      code: 'ACTIVATION_INVALID_EMAIL',
    });
    await server.db.updateTable('users').set({ enabled: false }).where('id', '=', invited.userId).execute();
    expect(await refusal(browser.accountActivation.target({ body: { token } }))).toEqual({
      status: 404,
      code: 'ACTIVATION_USER_NOT_FOUND',
    });
  });

  it('invites an existing person who never set a password, and no one who has', async () => {
    const { id } = await server.db
      .insertInto('users')
      .values({
        tenant_id: demoId,
        account_id: 'created.by.admin',
        password_hash: '!',
        password_change_reason: 'INITIAL',
        fullname: '作成 済',
        email: 'created.by.admin@demo.example.co.jp',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await admin.userInvitations.inviteUser({ body: { userId: id } })).toMatchObject({
      userId: id,
      state: 'PENDING',
    });
    await tokenMailedTo('created.by.admin@demo.example.co.jp');

    const yamadaId = (
      await selectTenantRows(server.db, 'users', demoId)
        .select('id')
        .where('account_id', '=', 'yamada.taro')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await refusal(admin.userInvitations.inviteUser({ body: { userId: yamadaId } }))).toEqual({
      status: 409,
      code: 'INVITATION_ALREADY_ACTIVATED',
    });
  });

  it('answers field errors for a taken account id and a bad address', async () => {
    const taken = (await admin.userInvitations
      .invite({ body: person('yamada.taro') })
      .catch((e: unknown) => e)) as { statusCode: number; fieldErrors: { path: string; key: string }[] };
    expect(taken.statusCode).toBe(400);
    expect(taken.fieldErrors).toEqual([{ path: 'body.accountId', key: 'duplicate' }]);
    const bad = (await admin.userInvitations
      .invite({ body: { accountId: 'bad mail', fullname: '', email: 'no-at-sign' } })
      .catch((e: unknown) => e)) as { statusCode: number; fieldErrors: { path: string; key: string }[] };
    expect(bad.statusCode).toBe(400);
    expect(bad.fieldErrors.map((f) => `${f.path}:${f.key}`).sort()).toEqual([
      'body.accountId:pattern',
      'body.email:pattern',
      'body.fullname:length',
    ]);
  });

  it('is for user administrators only', async () => {
    expect(await refusal(yamada.userInvitations.list())).toMatchObject({ status: 403 });
    expect(await refusal(yamada.userInvitations.invite({ body: person('not.allowed') }))).toMatchObject({
      status: 403,
    });
  });

  it('limits activation calls per address', async () => {
    const browser = await publicClient();
    const answers: string[] = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        (await refusal(browser.accountActivation.target({ body: { token: 'y'.repeat(43) } }))).code,
      );
    }
    expect(answers).toContain('TOO_MANY_ATTEMPTS');
    expect(answers[0]).toBe('ACTIVATION_INVALID_TOKEN');
  });
});
