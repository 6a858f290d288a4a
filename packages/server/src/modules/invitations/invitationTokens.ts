import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_LIMITS, type InvitationState } from '@kizuna/api-client/contract';

const DAY_MS = 86_400_000;

/** The shape of every token issued: 32 bytes in base64url. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Hex SHA-256 of a token, what the database keeps. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** A fresh token for a link, its hash and when it stops working. */
export function issueInvitationToken(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(INVITATION_LIMITS.tokenBytes).toString('base64url');
  return {
    token,
    hash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_LIMITS.expiryDays * DAY_MS),
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
export function activationLink(origin: string, token: string): string {
  const url = new URL('/front/bizDAccount/activate', origin);
  url.searchParams.set('token', token);
  return url.toString();
}
