import { KizunaHttpError, type ErrorCode } from '@kizuna/api-client';
import type { TFunction } from 'i18next';
import { statusOf } from '../../api/apiErrors';

/** What the person was doing when the call failed: the message of a failure nothing else explains. */
export type TalkAction = 'send' | 'leave' | 'rename' | 'other';

const FALLBACK: Record<TalkAction, string> = {
  send: 'talk.errors.sendFailed',
  leave: 'talk.errors.leaveFailed',
  rename: 'talk.errors.renameFailed',
  other: 'talk.errors.failed',
};

/** The message of each talk error code the server answers (002 §8 talk errors). */
const BY_CODE: Readonly<Partial<Record<ErrorCode, string>>> = {
  TALK_NO_PERMISSION: 'talk.errors.noPermission',
  TALK_CAPACITY_EXCEEDED: 'talk.errors.capacityExceeded',
  TALK_CONTACT_DISABLED: 'talk.errors.disabledContact',
  TALK_FILE_BLOCKED: 'talk.errors.fileRefused',
  TALK_FILE_CONTENT_MISMATCH: 'talk.errors.fileRefused',
  TALK_SEND_FAILED: 'talk.errors.sendFailed',
  TALK_LEAVE_FAILED: 'talk.errors.leaveFailed',
  TALK_RENAME_FAILED: 'talk.errors.renameFailed',
};

/** A refused talk call in the person's language; never the raw server text. */
export function talkErrorMessage(error: unknown, action: TalkAction, t: TFunction): string {
  const code: ErrorCode | undefined = error instanceof KizunaHttpError ? error.code : undefined;
  const key = code === undefined ? undefined : BY_CODE[code];
  if (key) return t(key);
  return t(statusOf(error) === 403 ? 'talk.errors.noPermission' : FALLBACK[action]);
}
