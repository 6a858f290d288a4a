import type { OutgoingMail } from '../mail/index.js';

interface Receiver {
  readonly email: string | null;
  readonly fullname: string;
}

const TEXTS = {
  ja: {
    subject: (from: string) => `${from}さんからサンクスカードが届きました`,
    greeting: (to: string) => `${to}さん`,
    points: (point: number) => `ポイント: ${point}`,
    open: 'Kizuna のサンクスでご覧ください。',
  },
  en: {
    subject: (from: string) => `${from} sent you a thanks card`,
    greeting: (to: string) => `Dear ${to},`,
    points: (point: number) => `Points: ${point}`,
    open: 'Open Thanks in Kizuna to see it.',
  },
} as const;

/** One mail per receiver with an address, in the tenant's language, with a link when the app's address is known. */
export function thanksReceivedMails(input: {
  tenantId: number;
  language: 'ja' | 'en';
  fromName: string;
  message: string;
  point: number;
  receivers: readonly Receiver[];
  publicUrl: string | null;
}): OutgoingMail[] {
  const text = TEXTS[input.language];
  const link = input.publicUrl ? `\n${new URL('/front/thanks', input.publicUrl).toString()}` : '';
  return input.receivers.flatMap((receiver) =>
    receiver.email
      ? [
          {
            tenantId: input.tenantId,
            kind: 'THANKS_RECEIVED',
            to: receiver.email,
            subject: text.subject(input.fromName),
            text: `${text.greeting(receiver.fullname)}\n\n${input.message}\n\n${text.points(input.point)}\n\n${text.open}${link}\n`,
          },
        ]
      : [],
  );
}
