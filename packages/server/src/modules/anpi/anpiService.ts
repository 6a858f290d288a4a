import {
  ANPI_LIMITS,
  type AnpiAnswer,
  type AnpiCheck,
  type AnpiKind,
  type AnpiSafety,
  type AnpiUser,
  type MyAnpiCheck,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { expandDivisions } from '../directorySearch/index.js';
import { publishNoticesNotice } from '../information/index.js';
import { enqueueMail } from '../mail/index.js';
import { AnpiError } from './AnpiError.js';
import { publishAnpiNotice } from './anpiEvents.js';
import { issueAnpiLinks } from './anpiLinks.js';
import { anpiCheckMails } from './anpiMail.js';

const iso = (value: Date | string) => new Date(value).toISOString();

// ---- Company-level permissions ----

export async function registrationMaxOf(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('anpi_settings')
    .select('registration_max')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.registration_max ?? ANPI_LIMITS.registrationMaxDefault;
}

export async function listPermissionHolders(db: Db, tenantId: number): Promise<AnpiUser[]> {
  const rows = await db
    .selectFrom('anpi_company_permissions as p')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'p.user_id').onRef('u.tenant_id', '=', 'p.tenant_id'),
    )
    .select(['u.id', 'u.account_id', 'u.anpi_login_id', 'u.fullname'])
    .where('p.tenant_id', '=', tenantId)
    .orderBy('u.fullname_kana')
    .orderBy('u.id')
    .execute();
  return rows.map(toAnpiUser);
}

function toAnpiUser(row: {
  id: number;
  account_id: string;
  anpi_login_id: string | null;
  fullname: string;
}): AnpiUser {
  const id = Number(row.id);
  return {
    accountId: row.account_id,
    anpiLoginId: row.anpi_login_id,
    contactId: id,
    fullname: row.fullname,
    userId: id,
  };
}

/**
 * Gives the person of `accountId` company-level permission. An account id of nobody in the tenant
 * is USER_NOT_FOUND; a disabled account, a facility or a registration-only entry takes no part in
 * safety checks (ANPI_USER_NOT_FOUND); a new holder beyond `registrationMax` is refused. Adding a
 * holder again changes nothing and answers SUCCESS.
 */
export async function addPermissionHolder(db: Db, actor: AdminActor, accountId: string): Promise<AnpiUser> {
  return db.transaction().execute(async (trx) => {
    // One writer per tenant at a time, so two additions cannot both pass the limit.
    await trx
      .insertInto('anpi_settings')
      .values({ tenant_id: actor.tenantId, updated_at: actor.now })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
    const settings = await trx
      .selectFrom('anpi_settings')
      .select('registration_max')
      .where('tenant_id', '=', actor.tenantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'account_id', 'anpi_login_id', 'fullname', 'enabled', 'user_type'])
      .where('tenant_id', '=', actor.tenantId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    const field = [{ path: 'body.accountId', key: 'notFound' }];
    if (!user) throw new AnpiError('USER_NOT_FOUND', 'no user with this account id', { fieldErrors: field });
    if (!user.enabled || user.user_type !== 'REGULAR_USER') {
      throw new AnpiError('ANPI_USER_NOT_FOUND', 'the account takes no part in safety checks', {
        fieldErrors: [{ path: 'body.accountId', key: 'anpiUserNotFound' }],
      });
    }
    const holder = toAnpiUser(user);
    const existing = await trx
      .selectFrom('anpi_company_permissions')
      .select('user_id')
      .where('tenant_id', '=', actor.tenantId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (existing) return holder;
    const { count } = await trx
      .selectFrom('anpi_company_permissions')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('tenant_id', '=', actor.tenantId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= settings.registration_max) {
      throw new AnpiError('ANPI_REGISTRATION_MAX_EXCEEDED', `at most ${settings.registration_max} holders`);
    }
    await trx
      .insertInto('anpi_company_permissions')
      .values({
        tenant_id: actor.tenantId,
        user_id: user.id,
        granted_by: actor.userId,
        granted_at: actor.now,
      })
      .execute();
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'anpi.permission.add',
      target: `user:${holder.userId}`,
      before: null,
      after: holder,
    });
    return holder;
  });
}

/** Takes the permission from every person named; one who holds none refuses the whole call. */
export async function removePermissionHolders(
  db: Db,
  actor: AdminActor,
  userIds: readonly number[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const holders = await trx
      .selectFrom('anpi_company_permissions as p')
      .innerJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'p.user_id').onRef('u.tenant_id', '=', 'p.tenant_id'),
      )
      .select(['u.id', 'u.account_id', 'u.anpi_login_id', 'u.fullname'])
      .where('p.tenant_id', '=', actor.tenantId)
      .where('p.user_id', 'in', [...userIds])
      .execute();
    if (holders.length !== userIds.length) {
      const found = new Set(holders.map((row) => Number(row.id)));
      const missing = userIds.filter((id) => !found.has(id));
      throw new AnpiError('ANPI_PERMISSION_NOT_FOUND', `no holder with user id ${missing.join(', ')}`);
    }
    await trx
      .deleteFrom('anpi_company_permissions')
      .where('tenant_id', '=', actor.tenantId)
      .where('user_id', 'in', [...userIds])
      .execute();
    for (const holder of holders) {
      await recordAdminAction(trx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        ip: actor.ip,
        at: actor.now,
        action: 'anpi.permission.remove',
        target: `user:${Number(holder.id)}`,
        before: toAnpiUser(holder),
        after: null,
      });
    }
    return holders.length;
  });
}

// ---- Checks ----

/** Checks of a tenant with their counts, newest first; `checkIds` narrows to those. */
export async function loadChecks(
  db: Db,
  tenantId: number,
  checkIds?: readonly number[],
): Promise<AnpiCheck[]> {
  if (checkIds && checkIds.length === 0) return [];
  let query = db
    .selectFrom('anpi_checks as c')
    .leftJoin('users as s', (join) =>
      join.onRef('s.id', '=', 'c.started_by').onRef('s.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin('users as e', (join) =>
      join.onRef('e.id', '=', 'c.closed_by').onRef('e.tenant_id', '=', 'c.tenant_id'),
    )
    .select((eb) => [
      'c.id',
      'c.kind',
      'c.title',
      'c.message',
      'c.whole_company',
      'c.started_at',
      'c.started_by',
      'c.closed_at',
      'c.closed_by',
      's.fullname as started_by_name',
      'e.fullname as closed_by_name',
      eb
        .selectFrom('anpi_check_targets as t')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('t.check_id', '=', 'c.id')
        .whereRef('t.tenant_id', '=', 'c.tenant_id')
        .as('target_count'),
      eb
        .selectFrom('anpi_answers as a')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .whereRef('a.check_id', '=', 'c.id')
        .whereRef('a.tenant_id', '=', 'c.tenant_id')
        .as('answered_count'),
    ])
    .where('c.tenant_id', '=', tenantId);
  if (checkIds) query = query.where('c.id', 'in', [...checkIds]);
  const rows = await query.orderBy('c.id', 'desc').execute();
  const ids = rows.map((row) => Number(row.id));
  const divisions = ids.length
    ? await db
        .selectFrom('anpi_check_divisions')
        .select(['check_id', 'division_id', 'division_name'])
        .where('tenant_id', '=', tenantId)
        .where('check_id', 'in', ids)
        .orderBy('division_name')
        .execute()
    : [];
  return rows.map((row) => ({
    checkId: Number(row.id),
    kind: row.kind,
    title: row.title,
    message: row.message,
    wholeCompany: row.whole_company,
    divisions: divisions
      .filter((d) => Number(d.check_id) === Number(row.id))
      .map((d) => ({ divisionId: Number(d.division_id), name: d.division_name })),
    startedAt: iso(row.started_at),
    startedBy:
      row.started_by === null
        ? null
        : { userId: Number(row.started_by), fullname: row.started_by_name ?? '' },
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
    closedBy:
      row.closed_by === null ? null : { userId: Number(row.closed_by), fullname: row.closed_by_name ?? '' },
    targetCount: Number(row.target_count ?? 0),
    answeredCount: Number(row.answered_count ?? 0),
  }));
}

/** One check of the tenant; another tenant's, or none, is ANPI_CHECK_NOT_FOUND. */
export async function loadCheck(db: Db, tenantId: number, checkId: number): Promise<AnpiCheck> {
  const [check] = await loadChecks(db, tenantId, [checkId]);
  if (!check) throw new AnpiError('ANPI_CHECK_NOT_FOUND', `no check ${checkId} in the tenant`);
  return check;
}

export interface StartCheckInput {
  readonly kind: AnpiKind;
  readonly title: string;
  readonly message: string;
  readonly wholeCompany: boolean;
  readonly divisionIds: readonly number[];
}

export interface StartCheckContext {
  readonly language: 'ja' | 'en';
  readonly publicUrl: string | null;
}

/** Kizuna itself starting a check (an earthquake report): no user; `label` names it in the action log. */
export interface CheckStarter {
  readonly tenantId: number;
  readonly userId: null;
  readonly label: string;
  readonly ip: string;
  readonly now: Date;
}

/**
 * Starts a check: everyone of the tenant (enabled, regular users), or the people of the divisions
 * named and their sub-divisions, are asked. Who is asked is kept with their primary division of
 * now; each gets their own link by mail (when they have an address) and sees the check in the app.
 */
export async function startCheck(
  db: Db,
  actor: AdminActor | CheckStarter,
  input: StartCheckInput,
  context: StartCheckContext,
): Promise<AnpiCheck> {
  const checkId = await db.transaction().execute(async (trx) => {
    const chosen = input.wholeCompany ? [] : [...new Set(input.divisionIds)];
    const named = chosen.length
      ? await trx
          .selectFrom('divisions')
          .select(['id', 'name'])
          .where('tenant_id', '=', actor.tenantId)
          .where('id', 'in', chosen)
          .execute()
      : [];
    if (named.length !== chosen.length) {
      const found = new Set(named.map((row) => Number(row.id)));
      throw new AnpiError('DIVISION_NOT_FOUND', 'a division of the check is not in the tenant', {
        fieldErrors: chosen.flatMap((id, index) =>
          found.has(id) ? [] : [{ path: `body.divisionIds.${index}`, key: 'notFound' }],
        ),
      });
    }
    const divisionIds = input.wholeCompany ? [] : await expandDivisions(trx, actor.tenantId, chosen);
    let people = trx
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
      .select(['u.id', 'u.email', 'u.fullname', 'd.id as division_id', 'd.name as division_name'])
      .where('u.tenant_id', '=', actor.tenantId)
      .where('u.enabled', '=', true)
      .where('u.user_type', '=', 'REGULAR_USER');
    if (!input.wholeCompany) {
      people = people.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_divisions as m')
            .select('m.user_id')
            .whereRef('m.user_id', '=', 'u.id')
            .whereRef('m.tenant_id', '=', 'u.tenant_id')
            .where('m.division_id', 'in', divisionIds),
        ),
      );
    }
    const targets = await people.orderBy('u.id').execute();
    if (targets.length === 0) {
      throw new AnpiError('ANPI_NO_TARGETS', 'nobody to ask', {
        fieldErrors: [
          { path: input.wholeCompany ? 'body.wholeCompany' : 'body.divisionIds', key: 'noTargets' },
        ],
      });
    }
    const check = await trx
      .insertInto('anpi_checks')
      .values({
        tenant_id: actor.tenantId,
        kind: input.kind,
        title: input.title,
        message: input.message,
        whole_company: input.wholeCompany,
        started_by: actor.userId,
        started_at: actor.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(check.id);
    if (named.length) {
      await trx
        .insertInto('anpi_check_divisions')
        .values(
          named.map((d) => ({
            tenant_id: actor.tenantId,
            check_id: id,
            division_id: d.id,
            division_name: d.name,
          })),
        )
        .execute();
    }
    const rows = targets.map((t) => ({
      tenant_id: actor.tenantId,
      check_id: id,
      user_id: t.id,
      division_id: t.division_id,
      division_name: t.division_name,
      notified_at: actor.now,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await trx
        .insertInto('anpi_check_targets')
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    const userIds = targets.map((t) => Number(t.id));
    const tokens = await issueAnpiLinks(trx, actor.tenantId, id, userIds, actor.now);
    await enqueueMail(
      trx,
      anpiCheckMails({
        tenantId: actor.tenantId,
        language: context.language,
        kind: input.kind,
        title: input.title,
        message: input.message,
        receivers: targets.map((t) => ({ userId: Number(t.id), email: t.email, fullname: t.fullname })),
        tokens,
        publicUrl: context.publicUrl,
      }),
      actor.now,
    );
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ...(actor.userId === null ? { actorLabel: actor.label } : {}),
      ip: actor.ip,
      at: actor.now,
      action: 'anpi.check.start',
      target: `anpiCheck:${id}`,
      before: null,
      after: { ...input, targetCount: targets.length },
    });
    // Open apps show the check among the person's notices at once (no notice of its own changed).
    await publishNoticesNotice(trx, { tenantId: actor.tenantId, informationIds: [] });
    return id;
  });
  return loadCheck(db, actor.tenantId, checkId);
}

/** Closes an open check; closing a closed one changes nothing. */
export async function closeCheck(db: Db, actor: AdminActor, checkId: number): Promise<AnpiCheck> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('anpi_checks')
      .select(['id', 'closed_at'])
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', checkId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AnpiError('ANPI_CHECK_NOT_FOUND', `no check ${checkId} in the tenant`);
    if (before.closed_at !== null) return;
    await trx
      .updateTable('anpi_checks')
      .set({ closed_at: actor.now, closed_by: actor.userId })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', checkId)
      .execute();
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'anpi.check.close',
      target: `anpiCheck:${checkId}`,
      before: { closedAt: null },
      after: { closedAt: actor.now.toISOString() },
    });
    await publishNoticesNotice(trx, { tenantId: actor.tenantId, informationIds: [] });
  });
  return loadCheck(db, actor.tenantId, checkId);
}

// ---- Answers ----

export interface AnswerInput {
  readonly safety: AnpiSafety;
  readonly canWork: boolean;
  readonly comment: string;
}

export interface AnswerTarget {
  readonly tenantId: number;
  readonly checkId: number;
  /** The person the answer is of. */
  readonly userId: number;
  /** Who entered it: the person, or a manager who reached them. */
  readonly enteredBy: number;
}

/**
 * Records (or replaces) a person's answer to an open check. A check that does not ask the person,
 * or is of another tenant, is ANPI_CHECK_NOT_FOUND; a closed one is ANPI_CHECK_CLOSED.
 */
export async function answerCheck(
  db: Db,
  target: AnswerTarget,
  answer: AnswerInput,
  now: Date,
): Promise<AnpiAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('anpi_check_targets as t')
      .innerJoin('anpi_checks as c', (join) =>
        join.onRef('c.id', '=', 't.check_id').onRef('c.tenant_id', '=', 't.tenant_id'),
      )
      .select(['c.closed_at'])
      .where('t.tenant_id', '=', target.tenantId)
      .where('t.check_id', '=', target.checkId)
      .where('t.user_id', '=', target.userId)
      .executeTakeFirst();
    if (!row) throw new AnpiError('ANPI_CHECK_NOT_FOUND', 'the check does not ask this person');
    if (row.closed_at !== null) throw new AnpiError('ANPI_CHECK_CLOSED', 'the check is closed');
    await writeAnswer(trx, target, answer, now);
    return (await answersOf(trx, target.tenantId, target.checkId, [target.userId])).get(target.userId)!;
  });
}

/** The upsert itself, in the caller's transaction. */
export async function writeAnswer(
  trx: Db,
  target: AnswerTarget,
  answer: AnswerInput,
  now: Date,
): Promise<void> {
  const values = {
    safety: answer.safety,
    can_work: answer.canWork,
    comment: answer.comment,
    answered_at: now,
    entered_by: target.enteredBy,
  };
  await trx
    .insertInto('anpi_answers')
    .values({ tenant_id: target.tenantId, check_id: target.checkId, user_id: target.userId, ...values })
    .onConflict((oc) => oc.columns(['check_id', 'user_id']).doUpdateSet(values))
    .execute();
  // Open results pages show the answer at once.
  await publishAnpiNotice(trx, {
    tenantId: target.tenantId,
    checkId: target.checkId,
    userIds: [target.userId],
  });
}

/** The answers of some people to a check, by user id. */
export async function answersOf(
  db: Db,
  tenantId: number,
  checkId: number,
  userIds: readonly number[],
): Promise<Map<number, AnpiAnswer>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('anpi_answers as a')
    .leftJoin('users as e', (join) =>
      join.onRef('e.id', '=', 'a.entered_by').onRef('e.tenant_id', '=', 'a.tenant_id'),
    )
    .select([
      'a.user_id',
      'a.safety',
      'a.can_work',
      'a.comment',
      'a.answered_at',
      'a.entered_by',
      'e.fullname',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.check_id', '=', checkId)
    .where('a.user_id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), toAnswer(row)]));
}

function toAnswer(row: {
  user_id: number;
  safety: AnpiSafety;
  can_work: boolean;
  comment: string;
  answered_at: Date;
  entered_by: number | null;
  fullname: string | null;
}): AnpiAnswer {
  const byOther = row.entered_by !== null && Number(row.entered_by) !== Number(row.user_id);
  return {
    safety: row.safety,
    canWork: row.can_work,
    comment: row.comment,
    answeredAt: iso(row.answered_at),
    enteredBy: byOther ? { userId: Number(row.entered_by), fullname: row.fullname ?? '' } : null,
  };
}

/** Open checks that ask the person, newest first, with their answer so far. */
export async function myOpenChecks(db: Db, tenantId: number, userId: number): Promise<MyAnpiCheck[]> {
  const rows = await db
    .selectFrom('anpi_check_targets as t')
    .innerJoin('anpi_checks as c', (join) =>
      join.onRef('c.id', '=', 't.check_id').onRef('c.tenant_id', '=', 't.tenant_id'),
    )
    .select('c.id')
    .where('t.tenant_id', '=', tenantId)
    .where('t.user_id', '=', userId)
    .where('c.closed_at', 'is', null)
    .execute();
  const checks = await loadChecks(
    db,
    tenantId,
    rows.map((row) => Number(row.id)),
  );
  const answers = await Promise.all(
    checks.map(async (check) => (await answersOf(db, tenantId, check.checkId, [userId])).get(userId) ?? null),
  );
  return checks.map((check, index) => ({ check, answer: answers[index] ?? null }));
}
