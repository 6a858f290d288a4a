import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { KizunaPage } from './KizunaPage';

/** `/front/admin/user/invitations`: the invite form and the list of invitations. */
export class InvitationsAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/user/invitations');
    await this.headingNamed(/^(Invitations|招待)$/).waitFor();
  }

  get form() {
    return this.page.getByRole('form', { name: /^(Invite a person|利用者を招待)$/ });
  }

  async invite(person: { accountId: string; fullname: string; email: string }): Promise<void> {
    await this.form.getByRole('textbox', { name: /^Account ID/ }).fill(person.accountId);
    await this.form.getByRole('textbox', { name: /^Name(?! in romaji)/ }).fill(person.fullname);
    await this.form.getByRole('textbox', { name: /^E-mail address/ }).fill(person.email);
    await this.form.getByRole('button', { name: 'Send invitation' }).click();
  }

  row(name: string | RegExp) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** The state of the person's invitation, in words. */
  state(name: string | RegExp, state: string) {
    return this.row(name).getByText(state, { exact: true });
  }
}

/** Where an invitation's link lands, and the result pages after it. */
export class ActivationPage extends KizunaPage {
  get activateHeading() {
    return this.headingNamed(/^(Activate your account|アカウントの有効化)$/);
  }

  async activate(password: string): Promise<void> {
    await this.page.getByLabel(/^Password(?! \(again\))/).fill(password);
    await this.page.getByLabel(/^Password \(again\)/).fill(password);
    await this.page.getByRole('button', { name: 'Set password and activate' }).click();
  }

  get completeHeading() {
    return this.headingNamed(/^(Your account is ready|アカウントを有効化しました)$/);
  }

  get errorHeading() {
    return this.headingNamed(/^(The account could not be activated|アカウントを有効化できませんでした)$/);
  }

  get resetHeading() {
    return this.headingNamed(/^(Set a new password|新しいパスワードの設定)$/);
  }

  async setNewPassword(password: string): Promise<void> {
    await this.page.getByLabel(/^Password(?! \(again\))/).fill(password);
    await this.page.getByLabel(/^Password \(again\)/).fill(password);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }

  get resetCompleteHeading() {
    return this.headingNamed(/^(Your password has been changed|パスワードを変更しました)$/);
  }

  get resetErrorHeading() {
    return this.headingNamed(/^(The password could not be reset|パスワードを再設定できませんでした)$/);
  }

  get reason() {
    return this.page.getByRole('alert');
  }

  get signInLink() {
    return this.page.getByRole('link', { name: /^(Go to sign-in|ログイン画面へ)$/ });
  }
}

/** The body of an `.eml` file as text, whether nodemailer wrote it quoted-printable or base64. */
export function bodyText(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The activation link of the invitation mail to `address` (or, for `resetPassword`, the link of
 * the password reset mail), from the outbox folder of the server e2e/run.mjs started (no SMTP
 * server is configured there); waits for the delivery worker.
 */
export async function invitationLinkTo(
  address: string,
  timeoutMs = 15_000,
  page: 'activate' | 'resetPassword' = 'activate',
): Promise<string> {
  const dataDir = process.env.KIZUNA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KIZUNA_E2E_DATA_DIR is set by e2e/run.mjs');
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      const eml = await readFile(path.join(outbox, name), 'utf8');
      if (!eml.includes(address)) continue;
      const pattern = new RegExp(`https?://\\S+/front/bizDAccount/${page}\\?token=[A-Za-z0-9_-]+`);
      const link = pattern.exec(bodyText(eml));
      if (link) return new URL(link[0]).pathname + new URL(link[0]).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation mail to ${address} in ${outbox}`);
}

/** The password reset link of the newest reset mail to `address`, from the outbox. */
export function passwordResetLinkTo(address: string): Promise<string> {
  return invitationLinkTo(address, 15_000, 'resetPassword');
}
