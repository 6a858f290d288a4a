import { KizunaHttpError } from '@kizuna/api-client';
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

/** A refused talk call in the person's language (002 §8 talk errors); never the raw server text. */
export function talkErrorMessage(error: unknown, action: TalkAction, t: TFunction): string {
  const code = error instanceof KizunaHttpError ? error.code : undefined;
  switch (code) {
    case 'TALK_NO_PERMISSION':
      return t('talk.errors.noPermission');
    case 'TALK_CAPACITY_EXCEEDED':
      return t('talk.errors.capacityExceeded');
    case 'TALK_CONTACT_DISABLED':
      return t('talk.errors.disabledContact');
    case 'TALK_FILE_BLOCKED':
    case 'TALK_FILE_CONTENT_MISMATCH':
      return t('talk.errors.fileRefused');
    case 'TALK_SEND_FAILED':
      return t('talk.errors.sendFailed');
    case 'TALK_LEAVE_FAILED':
      return t('talk.errors.leaveFailed');
    case 'TALK_RENAME_FAILED':
      return t('talk.errors.renameFailed');
    default:
      return t(statusOf(error) === 403 ? 'talk.errors.noPermission' : FALLBACK[action]);
  }
}
