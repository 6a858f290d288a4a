import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';
import { ServerInfoSchema } from './principalSchemas';

/**
 * Invitations and account activation (002 §2 `/bizDAccount/*`, §8). A token is 32 random bytes,
 * base64url in the link; the server keeps only its SHA-256.
 */
export const INVITATION_LIMITS = {
  /** Days an invitation's link works. */
  expiryDays: 7,
  /**
   * Hours a password reset link works. The person's current password keeps working until the
   * link is used; a newer link revokes the older ones.
   */
  passwordResetExpiryHours: 24,
  tokenBytes: 32,
  accountIdMax: 100,
  fullnameMax: 100,
  emailMax: 254,
  /** Most invitations the administration page lists, newest first. */
  listMax: 500,
} as const;

/** An invitation's state: its link works (PENDING), or no longer does, and why. */
export const INVITATION_STATES = ['PENDING', 'EXPIRED', 'USED', 'REVOKED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/**
 * Why an activation failed (002 §8): what `/front/bizDAccount/error?reason=` shows. The server
 * answers the first six as `ACTIVATION_<reason>` codes (IP_ADDRESS_REJECTED as the access code);
 * the others come from sign-in integrations, and anything unforeseen is UNEXPECTED_ERROR.
 */
export const ACTIVATION_ERROR_REASONS = [
  'INVALID_TOKEN',
  'ALREADY_ACTIVATED',
  'ACCOUNT_ID_IN_USE',
  'INVALID_EMAIL',
  'USER_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'DISABLED_ENVIRONMENT',
  'IP_ADDRESS_REJECTED',
  'SSO_FAILURE',
  /** A password reset link past its 24 hours, or used already. */
  'RESET_LINK_EXPIRED',
  'RESET_LINK_USED',
  'UNEXPECTED_ERROR',
] as const;
export type ActivationErrorReason = (typeof ACTIVATION_ERROR_REASONS)[number];

const L = INVITATION_LIMITS;

/** Account ids sign in: letters, digits and `.`, `_`, `-`, `@`, nothing a person could misread. */
const ACCOUNT_ID_CHARACTERS = /^[A-Za-z0-9._@-]+$/;

export const InvitationSchema = v.object({
  invitationId: IdSchema,
  userId: IdSchema,
  accountId: v.string(),
  fullname: v.string(),
  /** How the name reads (kana), as the directory search finds the person. */
  fullnameKana: v.string(),
  /** The administrator who sent the link; null once their account is deleted. */
  invitedByName: v.nullable(v.string()),
  /** The address the link was sent to. */
  email: v.string(),
  /** The person's main division, if any. */
  divisionName: v.nullable(v.string()),
  state: v.picklist(INVITATION_STATES),
  createdAt: DateTimeSchema,
  expiresAt: DateTimeSchema,
  usedAt: v.nullable(DateTimeSchema),
  revokedAt: v.nullable(DateTimeSchema),
});

export const InvitationListSchema = v.object({ items: v.array(InvitationSchema) });

/** Invite a new person: the account is made now, and signs in once the person sets a password. */
export const InviteBodySchema = v.object({
  accountId: v.pipe(
    v.string(),
    v.trim(),
    codePointLengthBetween(1, L.accountIdMax),
    v.regex(ACCOUNT_ID_CHARACTERS),
  ),
  fullname: v.pipe(v.string(), v.trim(), codePointLengthBetween(1, L.fullnameMax)),
  /** The reading (kana): the new person is found by it in the directory at once. */
  fullnameKana: v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.fullnameMax)), ''),
  /** The name in romaji, which the English UI shows. */
  fullnameAlphabet: v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.fullnameMax)), ''),
  email: v.pipe(
    v.string(),
    v.trim(),
    codePointLengthBetween(1, L.emailMax),
    v.check((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'pattern'),
  ),
  divisionId: v.optional(v.nullable(IdSchema)),
});

/** Invite a person who has an account but has never set a password (created by an administrator). */
export const InviteUserBodySchema = v.object({ userId: IdSchema });

export const InvitationIdParamsSchema = v.object({ invitationId: IdParamSchema });

/** Any text: a token of the wrong shape is an invalid token, not a field error, like an unknown one. */
const TokenSchema = v.pipe(v.string(), v.maxLength(128));

export const ActivationTokenBodySchema = v.object({ token: TokenSchema });

/** Who the link activates, and the tenant's password policy for the form. */
export const ActivationTargetSchema = v.object({
  /** INVITATION activates a new account; PASSWORD_RESET sets a new password of an existing one. */
  purpose: v.picklist(['INVITATION', 'PASSWORD_RESET']),
  tenantCode: v.string(),
  tenantName: v.string(),
  accountId: v.string(),
  fullname: v.string(),
  email: v.string(),
  expiresAt: DateTimeSchema,
  passwordPolicy: ServerInfoSchema.entries.passwordPolicy,
});

export const ActivateBodySchema = v.object({
  token: TokenSchema,
  password: v.pipe(v.string(), v.maxLength(128)),
  passwordConfirm: v.pipe(v.string(), v.maxLength(128)),
});

export type Invitation = v.InferOutput<typeof InvitationSchema>;
export type InviteBody = v.InferInput<typeof InviteBodySchema>;
export type ActivationTarget = v.InferOutput<typeof ActivationTargetSchema>;
export type ActivateBody = v.InferInput<typeof ActivateBodySchema>;
