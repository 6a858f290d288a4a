import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { authenticator } from 'otplib';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { secretBoxFor } from '../../secretBox.js';
import { hashPassword, OperatorError } from '../auth/index.js';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Kizuna Operator';
/** TOTP time step (RFC 6238), the authenticator apps' default. */
const STEP_MS = 30_000;
/** Codes of the step before and after are taken too: phones' clocks drift. */
const STEP_WINDOW = 1;
export const OPERATOR_LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{1,62}$/;
/** Operators hold the keys to every tenant: a longer password than a tenant's minimum. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export interface CreatedOperator {
  readonly login: string;
  /** Base32, for an authenticator app that cannot read the URI. */
  readonly totpSecret: string;
  /** `otpauth://totp/…`: what the QR code carries. */
  readonly otpauthUri: string;
}

/** A new operator with its password and a fresh TOTP secret (sealed with the server's key). */
export async function createOperator(
  db: Db,
  config: ServerConfig,
  input: { login: string; displayName: string; password: string },
  at: Date,
): Promise<CreatedOperator> {
  const login = input.login.trim();
  if (!OPERATOR_LOGIN_PATTERN.test(login)) {
    throw new OperatorError('--login is 2 to 63 lower-case letters, digits, dots, hyphens or underscores');
  }
  const displayName = input.displayName.trim();
  if (displayName === '' || displayName.length > 100)
    throw new OperatorError('--name is 1 to 100 characters');
  if ([...input.password].length < OPERATOR_PASSWORD_MIN_LENGTH) {
    throw new OperatorError(`the password needs at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`);
  }
  const taken = await db.selectFrom('operators').select('id').where('login', '=', login).executeTakeFirst();
  if (taken) throw new OperatorError(`an operator "${login}" exists already`);
  const totpSecret = authenticator.generateSecret(20);
  await db
    .insertInto('operators')
    .values({
      login,
      display_name: displayName,
      password_hash: await hashPassword(input.password),
      totp_secret: secretBoxFor(config).seal(totpSecret),
      created_at: at,
    })
    .execute();
  return { login, totpSecret, otpauthUri: authenticator.keyuri(login, TOTP_ISSUER, totpSecret) };
}

function sameCode(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * Whether `code` is the operator's code for now (± one step) and was not taken before: the step
 * it matches is recorded in the same statement that checks it is newer than the last one taken,
 * so a code (or an older one) works once, on one node or many.
 */
export async function takeTotpCode(
  db: Db,
  config: ServerConfig,
  operator: { readonly id: number; readonly totpSecret: string },
  code: string,
  now: Date,
): Promise<boolean> {
  let secret: string;
  try {
    secret = secretBoxFor(config).open(operator.totpSecret);
  } catch {
    return false;
  }
  const current = Math.floor(now.getTime() / STEP_MS);
  let matched: number | null = null;
  for (let step = current - STEP_WINDOW; step <= current + STEP_WINDOW; step += 1) {
    const expected = authenticator.clone({ epoch: step * STEP_MS }).generate(secret);
    if (sameCode(expected, code)) matched = step;
  }
  if (matched === null) return false;
  const taken = await db
    .updateTable('operators')
    .set({ totp_last_step: matched })
    .where('id', '=', operator.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', matched)]))
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

export interface OperatorSession {
  readonly idHash: string;
  readonly operatorId: number;
  readonly login: string;
  readonly displayName: string;
}

export function hashOperatorToken(token: string): string {
  return createHash('sha256').update(`operator\0${token}`).digest('base64url');
}

export async function createOperatorSession(db: Db, operatorId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({
      id_hash: hashOperatorToken(token),
      operator_id: operatorId,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  await db.updateTable('operators').set({ last_signed_in_at: now }).where('id', '=', operatorId).execute();
  return token;
}

/** Touch the session at most this often (saves writes). */
const TOUCH_EVERY_MS = 60_000;

/** The live session of a cookie; an idle one is deleted on sight, a live one slides. */
export async function findOperatorSession(
  db: Db,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<OperatorSession | null> {
  const idHash = hashOperatorToken(token);
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.last_seen_at', 'operators.id', 'operators.login', 'operators.display_name'])
    .where('operator_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idle >= idleMinutes * 60_000) {
    await db.deleteFrom('operator_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (idle >= TOUCH_EVERY_MS) {
    await db
      .updateTable('operator_sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { idHash, operatorId: row.id, login: row.login, displayName: row.display_name };
}

export async function endOperatorSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('id_hash', '=', idHash).execute();
}

/** Forgets sessions idle past the limit; they are refused on sight anyway. */
export async function purgeIdleOperatorSessions(db: Db, now: Date, idleMinutes: number): Promise<void> {
  await db
    .deleteFrom('operator_sessions')
    .where('last_seen_at', '<=', new Date(now.getTime() - idleMinutes * 60_000))
    .execute();
}
