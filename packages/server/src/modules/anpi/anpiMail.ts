import { anpiAnswerUrl, type AnpiKind } from '@kizuna/api-client/contract';
import type { OutgoingMail } from '../mail/index.js';

const TEXTS = {
  ja: {
    subject: (kind: AnpiKind, title: string) => `${kind === 'DRILL' ? '【訓練】' : '【安否確認】'}${title}`,
    greeting: (name: string) => `${name}さん`,
    ask: '安否を確認しています。次のリンクから回答してください（ログインは不要です）。',
    drill: 'これは訓練です。',
    app: 'Kizuna の安否確認からも回答できます。',
  },
  en: {
    subject: (kind: AnpiKind, title: string) =>
      `${kind === 'DRILL' ? '[Drill] ' : '[Safety check] '}${title}`,
    greeting: (name: string) => `Dear ${name},`,
    ask: 'Please tell us whether you are safe. Answer through this link (no sign-in needed):',
    drill: 'This is a drill.',
    app: 'You can also answer in Kizuna.',
  },
} as const;

export interface AnpiMailReceiver {
  readonly userId: number;
  readonly email: string | null;
  readonly fullname: string;
}

/**
 * One mail per person with an address, in the tenant's language, carrying the person's own
 * single-use link when the app's public address is known.
 */
export function anpiCheckMails(input: {
  tenantId: number;
  language: 'ja' | 'en';
  kind: AnpiKind;
  title: string;
  message: string;
  receivers: readonly AnpiMailReceiver[];
  tokens: ReadonlyMap<number, string>;
  publicUrl: string | null;
}): OutgoingMail[] {
  const text = TEXTS[input.language];
  return input.receivers.flatMap((receiver) => {
    if (!receiver.email) return [];
    const token = input.tokens.get(receiver.userId);
    const link =
      token && input.publicUrl ? `${text.ask}\n${anpiAnswerUrl(input.publicUrl, token)}` : text.app;
    const lines = [
      text.greeting(receiver.fullname),
      '',
      ...(input.kind === 'DRILL' ? [text.drill, ''] : []),
      ...(input.message ? [input.message, ''] : []),
      link,
      '',
    ];
    return [
      {
        tenantId: input.tenantId,
        kind: 'ANPI_CHECK',
        to: receiver.email,
        subject: text.subject(input.kind, input.title),
        text: lines.join('\n'),
      },
    ];
  });
}
