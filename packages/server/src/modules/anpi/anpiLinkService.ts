import type { AnpiAnswer, AnpiLinkView } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { AnpiError } from './AnpiError.js';
import { hashAnpiToken } from './anpiLinks.js';
import { answersOf, writeAnswer, type AnswerInput } from './anpiService.js';

/**
 * The link a token names, if it still works. Forged and revoked tokens are alike
 * (ANPI_LINK_INVALID), so a token cannot be probed; a used one is ANPI_LINK_USED.
 */
async function linkOf(db: Db, token: string, lock: boolean) {
  let query = db
    .selectFrom('anpi_answer_links as l')
    .innerJoin('anpi_checks as c', (join) =>
      join.onRef('c.id', '=', 'l.check_id').onRef('c.tenant_id', '=', 'l.tenant_id'),
    )
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'l.user_id').onRef('u.tenant_id', '=', 'l.tenant_id'),
    )
    .select([
      'l.id',
      'l.tenant_id',
      'l.check_id',
      'l.user_id',
      'l.used_at',
      'l.revoked_at',
      'u.fullname',
      'u.enabled',
      'c.kind',
      'c.title',
      'c.message',
      'c.started_at',
      'c.closed_at',
    ])
    .where('l.token_hash', '=', hashAnpiToken(token));
  if (lock) query = query.forUpdate('l');
  const link = await query.executeTakeFirst();
  if (!link || link.revoked_at !== null || !link.enabled) {
    throw new AnpiError('ANPI_LINK_INVALID', 'no working link with this token');
  }
  if (link.used_at !== null) throw new AnpiError('ANPI_LINK_USED', 'the link was used already');
  return link;
}

/** What the answer page shows: the check (open or closed) and whom it asks. */
export async function viewByLink(db: Db, token: string): Promise<AnpiLinkView> {
  const link = await linkOf(db, token, false);
  const tenantId = Number(link.tenant_id);
  const checkId = Number(link.check_id);
  const userId = Number(link.user_id);
  return {
    fullname: link.fullname,
    check: {
      checkId,
      kind: link.kind,
      title: link.title,
      message: link.message,
      startedAt: new Date(link.started_at).toISOString(),
      closedAt: link.closed_at === null ? null : new Date(link.closed_at).toISOString(),
    },
    answer: (await answersOf(db, tenantId, checkId, [userId])).get(userId) ?? null,
  };
}

/** Answers through a link and uses it up; a closed check takes no answer and the link stays. */
export async function answerByLink(
  db: Db,
  token: string,
  answer: AnswerInput,
  now: Date,
): Promise<AnpiAnswer> {
  return db.transaction().execute(async (trx) => {
    const link = await linkOf(trx, token, true);
    if (link.closed_at !== null) throw new AnpiError('ANPI_CHECK_CLOSED', 'the check is closed');
    const target = {
      tenantId: Number(link.tenant_id),
      checkId: Number(link.check_id),
      userId: Number(link.user_id),
      enteredBy: Number(link.user_id),
    };
    await writeAnswer(trx, target, answer, now);
    await trx
      .updateTable('anpi_answer_links')
      .set({ used_at: now })
      .where('tenant_id', '=', target.tenantId)
      .where('id', '=', link.id)
      .execute();
    return (await answersOf(trx, target.tenantId, target.checkId, [target.userId])).get(target.userId)!;
  });
}
