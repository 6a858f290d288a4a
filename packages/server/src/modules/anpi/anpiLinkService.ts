import type { AnpiAnswer, AnpiLinkView } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { AnpiError } from './AnpiError.js';
import { publishAnpiNotice } from './anpiEvents.js';
import { hashAnpiToken } from './anpiLinks.js';
import { answersOf, type AnswerInput } from './anpiService.js';

/**
 * The link a token names, if it still works. Forged and revoked tokens are alike
 * (ANPI_LINK_INVALID), so a token cannot be probed; a used one is ANPI_LINK_USED.
 */
async function linkOf(db: Db, token: string) {
  const link = await db
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
    .where('l.token_hash', '=', hashAnpiToken(token))
    .executeTakeFirst();
  if (!link || link.revoked_at !== null || !link.enabled) {
    throw new AnpiError('ANPI_LINK_INVALID', 'no working link with this token');
  }
  if (link.used_at !== null) throw new AnpiError('ANPI_LINK_USED', 'the link was used already');
  return link;
}

/** What the answer page shows: the check (open or closed) and whom it asks. */
export async function viewByLink(db: Db, token: string): Promise<AnpiLinkView> {
  const link = await linkOf(db, token);
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

/**
 * Answers through a link and uses it up; a closed check takes no answer and the link stays.
 *
 * The answer of every person of a company arrives within minutes of a check, so the hot path is
 * one statement: it uses the link up only if it still works and its check is open, and writes the
 * answer in the same statement (a second answer with the same link waits on the link's row and
 * then finds it used). Only when it writes nothing is the link read again, to say why.
 */
export async function answerByLink(
  db: Db,
  token: string,
  answer: AnswerInput,
  now: Date,
): Promise<AnpiAnswer> {
  const written = await sql<{ tenant_id: number; check_id: number; user_id: number }>`
    with used as (
      update anpi_answer_links l set used_at = ${now}
      from anpi_checks c, users u
      where l.token_hash = ${hashAnpiToken(token)}
        and l.used_at is null and l.revoked_at is null
        and c.tenant_id = l.tenant_id and c.id = l.check_id and c.closed_at is null
        and u.tenant_id = l.tenant_id and u.id = l.user_id and u.enabled
      returning l.tenant_id, l.check_id, l.user_id
    )
    insert into anpi_answers (tenant_id, check_id, user_id, safety, can_work, comment, answered_at, entered_by)
    select tenant_id, check_id, user_id, ${answer.safety}, ${answer.canWork}, ${answer.comment}, ${now}, user_id
    from used
    on conflict (check_id, user_id) do update set
      safety = excluded.safety,
      can_work = excluded.can_work,
      comment = excluded.comment,
      answered_at = excluded.answered_at,
      entered_by = excluded.entered_by
    returning tenant_id, check_id, user_id`.execute(db);
  if (written.rows.length === 0) {
    const link = await linkOf(db, token);
    if (link.closed_at !== null) throw new AnpiError('ANPI_CHECK_CLOSED', 'the check is closed');
    // Used in the meantime by a request that got there first.
    throw new AnpiError('ANPI_LINK_USED', 'the link was used already');
  }
  const [row] = written.rows;
  await publishAnpiNotice(db, {
    tenantId: Number(row!.tenant_id),
    checkId: Number(row!.check_id),
    userIds: [Number(row!.user_id)],
  });
  return {
    safety: answer.safety,
    canWork: answer.canWork,
    comment: answer.comment,
    answeredAt: now.toISOString(),
    enteredBy: null,
  };
}
