import { THANKS_LIMITS } from '@kizuna/api-client/contract';

/** What the send form holds. */
export interface SendThanksDraft {
  /** Receivers by user id. */
  receiverUserIds: readonly number[];
  message: string;
  /** The points field as typed. */
  point: string;
  stampIds: readonly number[];
}

/** A field's problem, as a message key of the app's catalogue and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

export type SendThanksProblems = Partial<Record<'receivers' | 'message' | 'point', FieldProblem>>;

/**
 * Checks the draft before it is sent: at least one receiver other than oneself, a message of
 * 1 to `messageMax` characters, and whole points each receiver gets, costing the sender the
 * points times the receivers out of what they may still send this week.
 */
export function validateSendThanks(
  draft: SendThanksDraft,
  { sendablePoint, myUserId }: { sendablePoint: number; myUserId: number | undefined },
): SendThanksProblems {
  const problems: SendThanksProblems = {};
  if (!draft.receiverUserIds.some((id) => id !== myUserId)) {
    problems.receivers = { key: 'thanks.send.errors.receivers' };
  }
  const length = [...draft.message.trim()].length;
  if (length === 0) problems.message = { key: 'validation.required' };
  else if (length > THANKS_LIMITS.messageMax)
    problems.message = { key: 'validation.lengthMax', values: { max: THANKS_LIMITS.messageMax } };
  const typed = draft.point.trim().normalize('NFKC');
  if (typed !== '') {
    const point = Number(typed);
    if (!/^\d+$/.test(typed) || !Number.isSafeInteger(point)) problems.point = { key: 'validation.integer' };
    else if (point * Math.max(1, draft.receiverUserIds.length) > sendablePoint) {
      problems.point = { key: 'thanks.send.errors.notEnoughPoints', values: { sendable: sendablePoint } };
    }
  }
  return problems;
}

/** The points of the draft as a number (an empty field sends none). */
export function pointOf(draft: SendThanksDraft): number {
  const typed = draft.point.trim().normalize('NFKC');
  return typed === '' ? 0 : Number(typed);
}
