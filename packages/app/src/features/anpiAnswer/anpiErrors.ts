import { fieldErrorsOf, statusOf } from '../../api/apiErrors';

/** Why a link or an answer was refused, as the pages tell it; anything else is unexpected. */
export type AnpiRefusal =
  'LINK_INVALID' | 'LINK_USED' | 'CHECK_CLOSED' | 'NOT_FOUND' | 'NO_PERMISSION' | 'FAILED';

export function codeOf(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

export function anpiRefusalOf(error: unknown): AnpiRefusal {
  switch (codeOf(error)) {
    case 'ANPI_LINK_INVALID':
      return 'LINK_INVALID';
    case 'ANPI_LINK_USED':
      return 'LINK_USED';
    case 'ANPI_CHECK_CLOSED':
      return 'CHECK_CLOSED';
    case 'ANPI_CHECK_NOT_FOUND':
      return 'NOT_FOUND';
    case 'ANPI_NO_PERMISSION':
    case 'FORBIDDEN':
      return 'NO_PERMISSION';
    default:
      // A token of the wrong shape is refused by the request's schema: no such link either.
      return statusOf(error) === 400 && fieldErrorsOf(error).some((e) => e.path === 'body.token')
        ? 'LINK_INVALID'
        : 'FAILED';
  }
}
