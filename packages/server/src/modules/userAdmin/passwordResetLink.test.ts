import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { hashPassword } from '../auth/index.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://kizuna.example.co.jp' });
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  demoId = Number(
    (await server.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
      .id,
  );
});
afterAll(async () => {
  await server?.close();
});

const HOUR = 3_600_000;
const OLD_PASSWORD = 'Kizuna-Old-2025';

/** A person of the demo tenant who has signed in with a password of their own. */
async function personWithPassword(
  accountId: string,
  email: string | null = `${accountId}@demo.example.co.jp`,
) {
  const { id } = await server.db
    .insertInto('users')
    .values({
      tenant_id: demoId,
      account_id: accountId,
      password_hash: await hashPassword(OLD_PASSWORD),
      fullname: `再設定 ${accountId}`,
      email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

const signInAs = (accountId: string, password: string) =>
  server.signIn({ tenantCode: 'demo', accountId, password });

/** The token of the newest password reset mail to the address, read from the link in its text. */
async function resetTokenMailedTo(email: string): Promise<string> {
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'kind', 'subject'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.kind).toBe('PASSWORD_RESET');
  expect(mail.subject).toContain('パスワード再設定');
  const link =
    /https:\/\/kizuna\.example\.co\.jp\/front\/bizDAccount\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text_body,
    );
  expect(link, mail.text_body).not.toBeNull();
  return link![1]!;
}

async function publicClient() {
  const client = server.client();
  await client.auth.xsrf();
  return client;
}

const newPassword = (password: string) => ({ password, passwordConfirm: password });

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password once; the old one works until then', async () => {
    const userId = await personWithPassword('reset.once');
    const elsewhere = await signInAs('reset.once', OLD_PASSWORD);
    const sent = await admin.userAdmin.sendPasswordResetLink({ params: { userId } });
    expect(sent.email).toBe('reset.once@demo.example.co.jp');
    const token = await resetTokenMailedTo(sent.email);

    // Sending the link changes nothing yet: the old password and the session still work.
    await signInAs('reset.once', OLD_PASSWORD);
    expect((await elsewhere.principal.passwordStatus()).changeRequired).toBe(false);

    const browser = await publicClient();
    expect(await browser.accountActivation.target({ body: { token } })).toMatchObject({
      purpose: 'PASSWORD_RESET',
      accountId: 'reset.once',
      expiresAt: sent.expiresAt,
    });
    await browser.accountActivation.activate({ body: { token, ...newPassword('Kizuna-Reset-1') } });

    // Signed out everywhere, the old password refused, the new one works without a change demanded.
    expect(await refusal(elsewhere.principal.passwordStatus())).toMatchObject({ status: 401 });
    expect(await refusal(signInAs('reset.once', OLD_PASSWORD))).toMatchObject({ status: 401 });
    const signedIn = await signInAs('reset.once', 'Kizuna-Reset-1');
    expect((await signedIn.principal.passwordStatus()).changeRequired).toBe(false);

    expect(
      await refusal(
        browser.accountActivation.activate({ body: { token, ...newPassword('Kizuna-Again-2') } }),
      ),
    ).toEqual({ status: 409, code: 'RESET_LINK_USED' });
    expect(await refusal(browser.accountActivation.target({ body: { token } }))).toEqual({
      status: 409,
      code: 'RESET_LINK_USED',
    });

    const log = await selectTenantRows(server.db, 'admin_action_log', demoId)
      .select(['action', 'after'])
      .where('action', 'in', ['user.sendPasswordResetLink', 'user.passwordResetByLink'])
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['user.sendPasswordResetLink', 'user.passwordResetByLink']);
    expect(JSON.stringify(log)).not.toContain(token);
    expect(JSON.stringify(log)).not.toContain('Kizuna-Reset-1');
  });

  it('refuses a password the policy refuses, leaving the link usable', async () => {
    const userId = await personWithPassword('reset.policy');
    const sent = await admin.userAdmin.sendPasswordResetLink({ params: { userId } });
    const token = await resetTokenMailedTo(sent.email);
    const browser = await publicClient();
    const error = (await browser.accountActivation
      .activate({ body: { token, password: 'reset.policy', passwordConfirm: 'reset.policy' } })
      .catch((e: unknown) => e)) as { statusCode: number; fieldErrors: { path: string; key: string }[] };
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors).toEqual([{ path: 'body.password', key: 'passwordPolicy' }]);
    await browser.accountActivation.activate({ body: { token, ...newPassword('Kizuna-Policy-9') } });
  });

  it('expires after 24 hours', async () => {
    const userId = await personWithPassword('reset.expiry');
    const sent = await admin.userAdmin.sendPasswordResetLink({ params: { userId } });
    const token = await resetTokenMailedTo(sent.email);
    const browser = await publicClient();
    server.advanceClock(24 * HOUR - 60_000);
    await browser.accountActivation.target({ body: { token } });
    server.advanceClock(61_000);
    expect(
      await refusal(browser.accountActivation.activate({ body: { token, ...newPassword('Kizuna-Late-1') } })),
    ).toEqual({ status: 409, code: 'RESET_LINK_EXPIRED' });
    await signInAs('reset.expiry', OLD_PASSWORD);
    // The administrators' sessions went idle meanwhile.
    admin = await server.signIn('demoAdmin');
    yamada = await server.signIn('demoUser');
  });

  it('a newer link makes the older one invalid', async () => {
    const userId = await personWithPassword('reset.newer');
    await admin.userAdmin.sendPasswordResetLink({ params: { userId } });
    const older = await resetTokenMailedTo('reset.newer@demo.example.co.jp');
    await admin.userAdmin.sendPasswordResetLink({ params: { userId } });
    const newer = await resetTokenMailedTo('reset.newer@demo.example.co.jp');
    expect(newer).not.toBe(older);
    const browser = await publicClient();
    expect(await refusal(browser.accountActivation.target({ body: { token: older } }))).toEqual({
      status: 404,
      code: 'ACTIVATION_INVALID_TOKEN',
    });
    await browser.accountActivation.activate({ body: { token: newer, ...newPassword('Kizuna-Newer-1') } });
    // The invitations list shows invitations only.
    const listed = (await admin.userInvitations.list()).items.filter((i) => i.userId === userId);
    expect(listed).toEqual([]);
  });

  it('refuses a link for a person disabled since it was sent', async () => {
    const userId = await personWithPassword('reset.disabled.later');
    await admin.userAdmin.sendPasswordResetLink({ params: { userId } });
    const token = await resetTokenMailedTo('reset.disabled.later@demo.example.co.jp');
    await admin.userAdmin.disable({ params: { userId } });
    const browser = await publicClient();
    expect(await refusal(browser.accountActivation.target({ body: { token } }))).toEqual({
      status: 404,
      code: 'ACTIVATION_USER_NOT_FOUND',
    });
  });

  it('sends no link to a disabled person, one without an e-mail address, or oneself', async () => {
    const disabled = await personWithPassword('reset.disabled');
    await admin.userAdmin.disable({ params: { userId: disabled } });
    expect(await refusal(admin.userAdmin.sendPasswordResetLink({ params: { userId: disabled } }))).toEqual({
      status: 400,
      code: 'PASSWORD_RESET_USER_DISABLED',
    });
    const noMail = await personWithPassword('reset.nomail', null);
    expect(await refusal(admin.userAdmin.sendPasswordResetLink({ params: { userId: noMail } }))).toEqual({
      status: 400,
      code: 'PASSWORD_RESET_EMAIL_MISSING',
    });
    const me = (await admin.userAdmin.list({ query: { freeWord: 'admin' } })).items.find(
      (item) => item.accountId === 'admin',
    )!;
    expect(await refusal(admin.userAdmin.sendPasswordResetLink({ params: { userId: me.userId } }))).toEqual({
      status: 409,
      code: 'SELF_ACTION_REFUSED',
    });
    const mails = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'PASSWORD_RESET')
      .where('to_address', 'like', 'reset.disabled@%')
      .execute();
    expect(mails).toEqual([]);
  });

  it('is the user administrator’s alone, and of their tenant only', async () => {
    const userId = await personWithPassword('reset.forbidden');
    expect(await refusal(yamada.userAdmin.sendPasswordResetLink({ params: { userId } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const trialUser = await server.db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select('users.id')
      .where('tenants.code', '=', 'trial')
      .executeTakeFirstOrThrow();
    expect(
      await refusal(admin.userAdmin.sendPasswordResetLink({ params: { userId: Number(trialUser.id) } })),
    ).toEqual({ status: 404, code: 'ADMIN_USER_NOT_FOUND' });
    const trialMails = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'PASSWORD_RESET')
      .where('tenant_id', '!=', demoId)
      .execute();
    expect(trialMails).toEqual([]);
  });
});
