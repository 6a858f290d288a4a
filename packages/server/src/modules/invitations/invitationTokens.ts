import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_LIMITS, type InvitationState } from '@kizuna/api-client/contract';
import type { LinkPurpose } from '../../db/DatabaseSchema.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The shape of every token issued: 32 bytes in base64url. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Hex SHA-256 of a token, what the database keeps. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** How long a link works: an invitation's days, a password reset's hours. */
function lifetimeMs(purpose: LinkPurpose): number {
  return purpose === 'PASSWORD_RESET'
    ? INVITATION_LIMITS.passwordResetExpiryHours * HOUR_MS
    : INVITATION_LIMITS.expiryDays * DAY_MS;
}

/** A fresh token for a link, its hash and when it stops working. */
export function issueInvitationToken(
  now: Date,
  purpose: LinkPurpose = 'INVITATION',
): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(INVITATION_LIMITS.tokenBytes).toString('base64url');
  return {
    token,
    hash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs(purpose)),
  };
}

export interface InvitationTimes {
  readonly expires_at: Date | string;
  readonly used_at: Date | string | null;
  readonly revoked_at: Date | string | null;
}

export function invitationState(row: InvitationTimes, now: Date): InvitationState {
  if (row.used_at !== null) return 'USED';
  if (row.revoked_at !== null) return 'REVOKED';
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : 'PENDING';
}

/** The page the link opens, under the address people open Kizuna at. */
export function activationLink(origin: string, token: string, purpose: LinkPurpose = 'INVITATION'): string {
  const page = purpose === 'PASSWORD_RESET' ? 'resetPassword' : 'activate';
  const url = new URL(`/front/bizDAccount/${page}`, origin);
  url.searchParams.set('token', token);
  return url.toString();
}
