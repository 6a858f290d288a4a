import type { LinkPurpose } from '../../db/DatabaseSchema.js';
import type { OutgoingMail } from '../mail/index.js';

interface InvitationMailInput {
  readonly tenantId: number;
  readonly language: 'ja' | 'en';
  readonly tenantName: string;
  readonly tenantCode: string;
  readonly fullname: string;
  readonly accountId: string;
  readonly to: string;
  readonly link: string;
  readonly expiresAt: Date;
  readonly purpose?: LinkPurpose;
}

const TEXTS = {
  ja: {
    subject: (tenant: string) => `【Kizuna】${tenant} へのご招待`,
    body: (m: InvitationMailInput, expires: string) =>
      `${m.fullname} さん\n\n${m.tenantName} の Kizuna に招待されました。\n` +
      `次のリンクを開いてパスワードを設定すると、利用を始められます。\n\n${m.link}\n\n` +
      `有効期限: ${expires}（1 回だけ使えます）\n` +
      `テナントコード: ${m.tenantCode}\nアカウント ID: ${m.accountId}\n\n` +
      `心当たりがない場合は、このメールを破棄してください。\n`,
    dateLocale: 'ja-JP',
  },
  en: {
    subject: (tenant: string) => `[Kizuna] You are invited to ${tenant}`,
    body: (m: InvitationMailInput, expires: string) =>
      `Dear ${m.fullname},\n\nYou have been invited to Kizuna at ${m.tenantName}.\n` +
      `Open this link and set a password to start:\n\n${m.link}\n\n` +
      `The link works once, until ${expires}.\n` +
      `Tenant code: ${m.tenantCode}\nAccount ID: ${m.accountId}\n\n` +
      `If you did not expect this mail, you can ignore it.\n`,
    dateLocale: 'en-GB',
  },
} as const;

const RESET_TEXTS = {
  ja: {
    subject: (tenant: string) => `【Kizuna】${tenant} のパスワード再設定`,
    body: (m: InvitationMailInput, expires: string) =>
      `${m.fullname} さん\n\n${m.tenantName} の管理者が、Kizuna のパスワード再設定のリンクを送りました。\n` +
      `次のリンクを開いて、新しいパスワードを設定してください。\n\n${m.link}\n\n` +
      `有効期限: ${expires}（1 回だけ使えます）\n` +
      `テナントコード: ${m.tenantCode}\nアカウント ID: ${m.accountId}\n\n` +
      `再設定するまでは、今のパスワードでログインできます。\n` +
      `心当たりがない場合は、このメールを破棄してください。\n`,
    dateLocale: 'ja-JP',
  },
  en: {
    subject: (tenant: string) => `[Kizuna] Reset your password at ${tenant}`,
    body: (m: InvitationMailInput, expires: string) =>
      `Dear ${m.fullname},\n\nAn administrator of ${m.tenantName} sent you a link to reset your Kizuna password.\n` +
      `Open this link and set a new password:\n\n${m.link}\n\n` +
      `The link works once, until ${expires}.\n` +
      `Tenant code: ${m.tenantCode}\nAccount ID: ${m.accountId}\n\n` +
      `Until you set a new one, your current password keeps working.\n` +
      `If you did not expect this mail, you can ignore it.\n`,
    dateLocale: 'en-GB',
  },
} as const;

/**
 * The invitation (or password reset) mail, in the tenant's language, with the link and its expiry
 * (Japan time).
 */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const reset = input.purpose === 'PASSWORD_RESET';
  const text = (reset ? RESET_TEXTS : TEXTS)[input.language];
  const expires = new Intl.DateTimeFormat(text.dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(input.expiresAt);
  return {
    tenantId: input.tenantId,
    kind: reset ? 'PASSWORD_RESET' : 'INVITATION',
    to: input.to,
    subject: text.subject(input.tenantName),
    text: text.body(input, `${expires} JST`),
  };
}
