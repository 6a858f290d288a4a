import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The prefix tells a leaked key apart in logs and secret scanners. */
export const API_KEY_PREFIX = 'kzn_';
/** Characters after the prefix that find a key's row before its hash is compared. */
const LOOKUP_LENGTH = 12;
/** 32 random bytes in base64url: 43 characters. */
const SECRET_BODY_LENGTH = 43;

export interface NewApiKeySecret {
  /** The key as its owner sees it, once. */
  readonly secret: string;
  readonly hash: string;
  readonly lookup: string;
  readonly hint: string;
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function newApiKeySecret(): NewApiKeySecret {
  const body = randomBytes(32).toString('base64url');
  const secret = API_KEY_PREFIX + body;
  return {
    secret,
    hash: hashApiKeySecret(secret),
    lookup: body.slice(0, LOOKUP_LENGTH),
    hint: body.slice(-4),
  };
}

/**
 * The row-finding part of a presented key, or null when it cannot be a key of ours (no prefix,
 * wrong length or characters): such a value is refused without touching the database.
 */
export function lookupOf(presented: string): string | null {
  if (!presented.startsWith(API_KEY_PREFIX)) return null;
  const body = presented.slice(API_KEY_PREFIX.length);
  if (body.length !== SECRET_BODY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
  return body.slice(0, LOOKUP_LENGTH);
}

/** Whether two hashes are equal, in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How a key shows after its creation: `kzn_AbCd…wxyz`. */
export function maskedKeyOf(row: { lookup: string; hint: string }): string {
  return `${API_KEY_PREFIX}${row.lookup.slice(0, 4)}…${row.hint}`;
}
