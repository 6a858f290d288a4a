import type { AnpiSafety } from '@kizuna/api-client/contract';
import type { Db } from '../db/createDatabase.js';

const DAY_MS = 86_400_000;

const COMMENTS = [
  '',
  '',
  '',
  '自宅から回答しました',
  '出張先で無事です',
  '家族も無事です',
  '電車が止まっています',
];

/**
 * `demo`'s safety confirmation: one closed drill for the whole company a month ago, answered by
 * most people (mostly safe, a few minor injuries, some who could not come in), so the checks list,
 * the directory's ANPI column and the results have something to show. Deterministic: by row order.
 */
export async function seedAnpi(db: Db, tenantId: number, tenantCode: string, now: Date): Promise<void> {
  if (tenantCode !== 'demo') return;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', 'admin')
    .executeTakeFirstOrThrow();
  const people = await db
    .selectFrom('users as u')
    .leftJoin('user_divisions as ud', (join) =>
      join
        .onRef('ud.user_id', '=', 'u.id')
        .onRef('ud.tenant_id', '=', 'u.tenant_id')
        .on('ud.is_primary', '=', true),
    )
    .leftJoin('divisions as d', (join) =>
      join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'u.tenant_id'),
    )
    .select(['u.id', 'd.id as division_id', 'd.name as division_name'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.enabled', '=', true)
    .where('u.user_type', '=', 'REGULAR_USER')
    .orderBy('u.id')
    .execute();
  const startedAt = new Date(now.getTime() - 30 * DAY_MS);
  const check = await db
    .insertInto('anpi_checks')
    .values({
      tenant_id: tenantId,
      kind: 'DRILL',
      title: '全社避難訓練（地震）',
      message: '首都直下地震を想定した訓練です。安否と出社できるかを回答してください。',
      whole_company: true,
      started_by: admin.id,
      started_at: startedAt,
      closed_by: admin.id,
      closed_at: new Date(startedAt.getTime() + DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('anpi_check_targets')
    .values(
      people.map((person) => ({
        tenant_id: tenantId,
        check_id: check.id,
        user_id: person.id,
        division_id: person.division_id,
        division_name: person.division_name,
        notified_at: startedAt,
      })),
    )
    .execute();
  // Every seventh person did not answer; of the others a few were hurt or could not come in.
  const answers = people.flatMap((person, index) => {
    if (index % 7 === 6) return [];
    const safety: AnpiSafety =
      index % 23 === 5 ? 'SERIOUS_INJURY' : index % 11 === 3 ? 'MINOR_INJURY' : 'SAFE';
    return [
      {
        tenant_id: tenantId,
        check_id: check.id,
        user_id: person.id,
        safety,
        can_work: safety === 'SAFE' && index % 9 !== 4,
        comment: COMMENTS[index % COMMENTS.length]!,
        answered_at: new Date(startedAt.getTime() + ((index * 37) % 240) * 60_000),
        // A manager reached every thirteenth person by phone and entered their answer.
        entered_by: index % 13 === 8 ? admin.id : person.id,
      },
    ];
  });
  for (let start = 0; start < answers.length; start += 500) {
    await db
      .insertInto('anpi_answers')
      .values(answers.slice(start, start + 500))
      .execute();
  }
}
