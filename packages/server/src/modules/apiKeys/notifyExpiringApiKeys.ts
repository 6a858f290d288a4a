import { API_KEY_LIMITS } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { enqueueMail, type OutgoingMail } from '../mail/index.js';
import { maskedKeyOf } from './apiKeySecret.js';

/** How often the server looks for keys about to expire. */
export const API_KEY_EXPIRY_CHECK_INTERVAL_MS = 60 * 60_000;

const DAY_MS = 86_400_000;

const TEXTS = {
  ja: {
    subject: 'API キーの有効期限が近づいています',
    body: (name: string, key: string, note: string, date: string) =>
      `${name}さん\n\nAPI キー ${key}${note ? `（${note}）` : ''} の有効期限は ${date} です。` +
      '\n引き続き使う場合は、新しいキーを作成して切り替えてください。',
  },
  en: {
    subject: 'Your API key expires soon',
    body: (name: string, key: string, note: string, date: string) =>
      `Dear ${name},\n\nYour API key ${key}${note ? ` (${note})` : ''} expires on ${date}.` +
      '\nTo keep using the API, create a new key and switch to it.',
  },
} as const;

/** A date as the spec shows dates (YYYY/MM/DD), in Japan's time, where the tenants are. */
function displayDate(at: Date): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * Tells the owners of personal keys that expire within a week (002 §9's expiry), once per key:
 * each key is claimed by setting `expiry_notified_at` in the same transaction that queues the
 * mail, so two nodes running this at once send one mail. Answers how many keys were claimed.
 */
export async function notifyExpiringApiKeys(db: Db, now: Date, publicUrl: string | null): Promise<number> {
  const until = new Date(now.getTime() + API_KEY_LIMITS.expiryNoticeDays * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('api_keys as k')
      .set({ expiry_notified_at: now })
      .from('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .whereRef('u.id', '=', 'k.user_id')
      .whereRef('u.tenant_id', '=', 'k.tenant_id')
      .where('k.revoked_at', 'is', null)
      .where('k.expiry_notified_at', 'is', null)
      .where('k.expires_at', '>', now)
      .where('k.expires_at', '<=', until)
      .returning([
        'k.tenant_id',
        'k.lookup',
        'k.hint',
        'k.note',
        'k.expires_at',
        'u.email',
        'u.fullname',
        'u.enabled',
        't.default_language',
      ])
      .execute();
    const link = publicUrl ? `\n${new URL('/front/settings/apiKey', publicUrl).toString()}\n` : '\n';
    const mails: OutgoingMail[] = claimed.flatMap((key) => {
      if (!key.email || !key.enabled || !key.expires_at) return [];
      const text = TEXTS[key.default_language === 'en' ? 'en' : 'ja'];
      return [
        {
          tenantId: Number(key.tenant_id),
          kind: 'API_KEY_EXPIRING',
          to: key.email,
          subject: text.subject,
          text:
            text.body(key.fullname, maskedKeyOf(key), key.note, displayDate(new Date(key.expires_at))) + link,
        },
      ];
    });
    await enqueueMail(trx, mails, now);
    return claimed.length;
  });
}
