import {
  AI_SUMMARY_KINDS,
  AI_SUMMARY_LACKS,
  AI_SUMMARY_STATES,
  type AiSummary,
  type AiSummaryLack,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { SummaryInput, SummaryOutcome } from './Summariser.js';

/** The channel that wakes the summary workers when a person's inputs change. */
export const AI_SUMMARY_CHANNEL = 'kizuna_ai_summary';

/** Below this much of their own text (one word, job description, histories) a profile says too little. */
export const MIN_PROFILE_LENGTH = 20;
/** A summary also speaks of what colleagues thank the person for: at least this many thanks. */
export const MIN_THANKS_RECEIVED = 1;
/** The newest thanks read for one summary. */
const THANKS_READ = 50;

/**
 * Asks for new summaries of people whose profile or thanks received changed, in the caller's
 * transaction: the request exists exactly when the change commits. A request for someone already
 * waiting starts the debounce again.
 */
export async function requestAiSummary(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('ai_summary_jobs')
    .values(userIds.map((userId) => ({ tenant_id: tenantId, user_id: userId, requested_at: at, due_at: at })))
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({
        requested_at: (eb) => eb.ref('excluded.requested_at'),
        due_at: (eb) => eb.ref('excluded.due_at'),
        attempts: 0,
        last_error: null,
      }),
    )
    .execute();
  await sql`select pg_notify(${AI_SUMMARY_CHANNEL}, '')`.execute(db);
}

export interface ClaimedSummaryJob {
  readonly tenantId: number;
  readonly userId: number;
  readonly requestedAt: Date;
  /** Attempts including this one. */
  readonly attempts: number;
}

/**
 * Claims up to `limit` people whose last request is `debounceMs` old and who are due, for
 * `leaseMs`: another node skips them meanwhile, and a node that dies leaves them to the next.
 */
export async function claimDueSummaries(
  db: Db,
  now: Date,
  options: { debounceMs: number; limit: number; leaseMs: number },
): Promise<ClaimedSummaryJob[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('ai_summary_jobs')
      .select(['tenant_id', 'user_id'])
      .where('due_at', '<=', now)
      .where('requested_at', '<=', new Date(now.getTime() - options.debounceMs))
      .orderBy('due_at')
      .limit(options.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const claimed: ClaimedSummaryJob[] = [];
    for (const row of due) {
      const job = await trx
        .updateTable('ai_summary_jobs')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          due_at: new Date(now.getTime() + options.leaseMs),
        }))
        .where('tenant_id', '=', row.tenant_id)
        .where('user_id', '=', row.user_id)
        .returning(['tenant_id', 'user_id', 'requested_at', 'attempts'])
        .executeTakeFirstOrThrow();
      claimed.push({
        tenantId: Number(job.tenant_id),
        userId: Number(job.user_id),
        requestedAt: new Date(job.requested_at),
        attempts: job.attempts,
      });
    }
    return claimed;
  });
}

/** When the next request comes due, if any: the worker sleeps until then. */
export async function nextDueAt(db: Db, debounceMs: number): Promise<Date | null> {
  const row = await db
    .selectFrom('ai_summary_jobs')
    .select(
      sql<Date | null>`min(greatest(due_at, requested_at + ${debounceMs} * interval '1 millisecond'))`.as(
        'first',
      ),
    )
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

/** Done with a request, unless a newer one came in while it was worked on. */
export async function finishSummaryJob(db: Db, job: ClaimedSummaryJob): Promise<void> {
  await db
    .deleteFrom('ai_summary_jobs')
    .where('tenant_id', '=', job.tenantId)
    .where('user_id', '=', job.userId)
    .where('requested_at', '=', job.requestedAt)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (the request is dropped) when null. */
export async function failSummaryJob(
  db: Db,
  job: ClaimedSummaryJob,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  if (retryAt === null) return finishSummaryJob(db, job);
  await db
    .updateTable('ai_summary_jobs')
    .set({ due_at: retryAt, last_error: error.slice(0, 1000) })
    .where('tenant_id', '=', job.tenantId)
    .where('user_id', '=', job.userId)
    .where('requested_at', '=', job.requestedAt)
    .execute();
}

/** The person's inputs, or null when the tenant has summaries off or the person left. */
export async function loadSummaryInput(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<SummaryInput | null> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['ai_summary_enabled', 'ai_summary_prompt_type'])
    .where('id', '=', tenantId)
    .where((eb) =>
      eb.exists(
        selectTenantRows(db, 'tenant_features', tenantId)
          .select('feature')
          .where('feature', '=', 'AI_SUMMARY'),
      ),
    )
    .executeTakeFirst();
  const person = await selectTenantRows(db, 'users', tenantId)
    .select('id')
    .where('id', '=', userId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!tenant?.ai_summary_enabled || !person) return null;
  const [profile, tags, brief, achievements, thanks] = await Promise.all([
    selectTenantRows(db, 'personal_info', tenantId)
      .select(['one_word', 'job_description'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    selectTenantRows(db, 'personal_info_tags', tenantId)
      .select('tag_name')
      .where('user_id', '=', userId)
      .orderBy('tag_type')
      .orderBy('sort')
      .execute(),
    selectTenantRows(db, 'personal_info_brief_histories', tenantId)
      .select('history_text as text')
      .where('user_id', '=', userId)
      .orderBy('history_date')
      .orderBy('id')
      .execute(),
    selectTenantRows(db, 'personal_info_achievements', tenantId)
      .select('achievement_text as text')
      .where('user_id', '=', userId)
      .orderBy('achievement_date')
      .orderBy('id')
      .execute(),
    selectTenantRows(db, 'thanks_card_receivers', tenantId)
      .innerJoin('thanks_cards', (join) =>
        join
          .onRef('thanks_cards.id', '=', 'thanks_card_receivers.card_id')
          .onRef('thanks_cards.tenant_id', '=', 'thanks_card_receivers.tenant_id'),
      )
      .select('thanks_cards.message')
      .where('thanks_card_receivers.user_id', '=', userId)
      .orderBy('thanks_cards.sent_at', 'desc')
      .limit(THANKS_READ)
      .execute(),
  ]);
  return {
    oneWord: profile?.one_word ?? null,
    jobDescription: profile?.job_description ?? null,
    tags: tags.map((row) => row.tag_name),
    histories: [...brief, ...achievements].map((row) => row.text),
    thanks: thanks.map((row) => row.message),
    promptType: tenant.ai_summary_prompt_type ?? 'STANDARD',
  };
}

/** What the inputs lack for a summary, or null when they say enough. */
export function lackOf(input: SummaryInput): AiSummaryLack | null {
  const ownText = [input.oneWord, input.jobDescription, ...input.histories].join('');
  const profileLacks = [...ownText.trim()].length < MIN_PROFILE_LENGTH;
  const thanksLack = input.thanks.length < MIN_THANKS_RECEIVED;
  if (profileLacks && thanksLack) return 'BOTH';
  if (profileLacks) return 'PROFILE';
  return thanksLack ? 'THANKS' : null;
}

export type StoredSummary =
  | (SummaryOutcome & { readonly kind: 'EXTRACTIVE' | 'GENERATIVE'; readonly model: string })
  | { readonly state: 'NOT_ENOUGH'; readonly lacking: AiSummaryLack };

export async function saveSummary(
  db: Db,
  tenantId: number,
  userId: number,
  stored: StoredSummary,
  at: Date,
): Promise<void> {
  const columns =
    stored.state === 'NOT_ENOUGH'
      ? {
          ai_summary: null,
          ai_summary_kind: null,
          ai_summary_model: null,
          ai_summary_lacking: stored.lacking,
        }
      : {
          ai_summary: stored.summary,
          ai_summary_kind: stored.kind,
          ai_summary_model: stored.model,
          ai_summary_lacking: null,
        };
  const values = { ...columns, ai_summary_state: stored.state, ai_summary_updated_at: at };
  await db
    .insertInto('personal_info')
    .values({ tenant_id: tenantId, user_id: userId, ...values })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet(values).where('personal_info.tenant_id', '=', tenantId),
    )
    .execute();
}

export async function saveSummaryHidden(
  db: Db,
  tenantId: number,
  userId: number,
  hidden: boolean,
): Promise<void> {
  await db
    .insertInto('personal_info')
    .values({ tenant_id: tenantId, user_id: userId, ai_summary_hidden: hidden })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ ai_summary_hidden: hidden })
        .where('personal_info.tenant_id', '=', tenantId),
    )
    .execute();
}

const pick = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.find((candidate) => candidate === value) ?? null;

const SKIPPED: AiSummary = { summary: null, state: 'SKIPPED', updatedAt: null, kind: null, lacking: null };

/**
 * A person's summary as the API answers it. `enabled`: the tenant's `aiSummarySettings.enabled`;
 * off, every summary is SKIPPED. A hidden summary is SKIPPED for everyone but its owner.
 */
export async function readAiSummary(
  db: Db,
  tenantId: number,
  userId: number,
  viewer: { enabled: boolean; owner: boolean },
): Promise<AiSummary & { hidden: boolean }> {
  const row = await selectTenantRows(db, 'personal_info', tenantId)
    .select([
      'ai_summary',
      'ai_summary_state',
      'ai_summary_updated_at',
      'ai_summary_kind',
      'ai_summary_lacking',
      'ai_summary_hidden',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const hidden = row?.ai_summary_hidden ?? false;
  if (!viewer.enabled || (hidden && !viewer.owner)) return { ...SKIPPED, hidden };
  const state = pick(AI_SUMMARY_STATES, row?.ai_summary_state) ?? 'UNPROCESSED';
  return {
    summary: row?.ai_summary ?? null,
    state,
    updatedAt: row?.ai_summary_updated_at ? new Date(row.ai_summary_updated_at).toISOString() : null,
    kind: pick(AI_SUMMARY_KINDS, row?.ai_summary_kind),
    lacking: state === 'NOT_ENOUGH' ? (pick(AI_SUMMARY_LACKS, row?.ai_summary_lacking) ?? 'BOTH') : null,
    hidden,
  };
}

/** The tenant's `aiSummarySettings.enabled` for a signed-in person: switched on and licensed. */
export function aiSummaryEnabled(principal: {
  readonly tenant: { readonly ai_summary_enabled: boolean };
  readonly tenantFeatures: readonly string[];
}): boolean {
  return principal.tenant.ai_summary_enabled && principal.tenantFeatures.includes('AI_SUMMARY');
}
