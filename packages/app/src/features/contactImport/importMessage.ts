import type { ImportMessageCode } from '@kizuna/api-client/contract';
import type { TFunction } from 'i18next';

/** The text of an import message in the user's language, with its file name, counts or line. */
export function importMessage(
  t: TFunction,
  code: ImportMessageCode | null,
  params: Readonly<Record<string, string | number>> = {},
): string {
  if (code === null) return t('contactImport.status.processing');
  return t(`contactImport.codes.${code}`, { ...params });
}
