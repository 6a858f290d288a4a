import { ACTIVATION_ERROR_REASONS, type ActivationErrorReason } from '@kizuna/api-client/contract';

function codeOf(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** The reason of 002 §8 an activation call's refusal stands for; anything else is unexpected. */
export function activationReasonOf(error: unknown): ActivationErrorReason {
  const code = codeOf(error)?.replace(/^ACTIVATION_/, '');
  return (ACTIVATION_ERROR_REASONS as readonly string[]).includes(code ?? '')
    ? (code as ActivationErrorReason)
    : 'UNEXPECTED_ERROR';
}

/** Too many activation calls from this network: wait, then try again; not a reason of the link. */
export function isTooManyAttempts(error: unknown): boolean {
  return codeOf(error) === 'TOO_MANY_ATTEMPTS';
}

/** A reason from the error page's query; an unknown one reads as unexpected. */
export function parseActivationReason(value: string | null): ActivationErrorReason {
  return (ACTIVATION_ERROR_REASONS as readonly string[]).includes(value ?? '')
    ? (value as ActivationErrorReason)
    : 'UNEXPECTED_ERROR';
}

/** The error page of a reason; a password reset link's page is titled as such. */
export function activationErrorPath(reason: ActivationErrorReason, reset = false): string {
  return `/bizDAccount/error?reason=${reason}${reset ? '&kind=reset' : ''}`;
}
