import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type InvitationErrorCode = ErrorCodeOf<'userInvitations'>;

/** What the invitation administration refuses. */
export class InvitationError extends KizunaError<InvitationErrorCode> {}

export type ActivationErrorCode = ErrorCodeOf<'accountActivation'> | 'IP_ADDRESS_REJECTED';

/** Why an invitation link does not activate its account (002 §8). */
export class ActivationError extends KizunaError<ActivationErrorCode> {}
