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

/** The invitation mail, in the tenant's language, with the activation link and its expiry (Japan time). */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const text = TEXTS[input.language];
  const expires = new Intl.DateTimeFormat(text.dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(input.expiresAt);
  return {
    tenantId: input.tenantId,
    kind: 'INVITATION',
    to: input.to,
    subject: text.subject(input.tenantName),
    text: text.body(input, `${expires} JST`),
  };
}
