// @vitest-environment node
import { KizunaHttpError } from '@kizuna/api-client';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { talkErrorMessage } from './talkErrorMessage';

function refused(statusCode: number, errorCode?: string) {
  return new KizunaHttpError({
    method: 'POST',
    path: '/api/browser/gotalk/room/1/message/sendText',
    statusCode,
    errorCode,
  });
}

describe('talkErrorMessage', () => {
  const t = createI18n({ lng: 'ja' }).t;

  it('names each talk error of the server in Japanese, never the raw code', () => {
    const messages = [
      talkErrorMessage(refused(403, 'TALK_NO_PERMISSION'), 'send', t),
      talkErrorMessage(refused(409, 'TALK_CAPACITY_EXCEEDED'), 'other', t),
      talkErrorMessage(refused(400, 'TALK_CONTACT_DISABLED'), 'other', t),
      talkErrorMessage(refused(400, 'TALK_FILE_BLOCKED'), 'send', t),
    ];
    expect(new Set(messages).size).toBe(4);
    for (const message of messages) expect(message).not.toMatch(/TALK_|talk\./);
  });

  it('falls back to what the person was doing, and a 403 without a code is no permission', () => {
    const leave = talkErrorMessage(refused(500), 'leave', t);
    const rename = talkErrorMessage(refused(500), 'rename', t);
    expect(leave).not.toBe(rename);
    expect(talkErrorMessage(refused(403), 'rename', t)).toBe(
      talkErrorMessage(refused(403, 'TALK_NO_PERMISSION'), 'send', t),
    );
  });
});
