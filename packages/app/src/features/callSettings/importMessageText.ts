import type { TFunction } from 'i18next';

/** Message codes of an import line or file that have their own sentence. */
export const IMPORT_MESSAGE_CODES = [
  'REJECT_NUMBER_REQUIRED',
  'REJECT_NUMBER_TOO_LONG',
  'REJECT_NUMBER_INVALID',
  'REMARKS_TOO_LONG',
  'DELETE_INVALID',
  'LIMIT_EXCEEDED',
  'NOT_FOUND',
  'FILE_CHARSET',
  'FILE_BINARY',
  'FILE_TOO_LARGE',
  'FILE_TOO_MANY_LINES',
  'FILE_EMPTY',
  'FAILURE',
] as const;

/** The sentence for an import message; an unknown code still says which code it was. */
export function importMessageText(
  t: TFunction,
  code: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return (IMPORT_MESSAGE_CODES as readonly string[]).includes(code)
    ? t(`callRejections.messages.${code}`, params)
    : t('callRejections.messages.other', { code });
}
