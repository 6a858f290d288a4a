import {
  IMPORT_LINE_REASONS,
  type ImportLineReason,
  type ImportMessageCode,
} from '@kizuna/api-client/contract';
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

function isLineReason(code: unknown): code is ImportLineReason {
  return (IMPORT_LINE_REASONS as readonly unknown[]).includes(code);
}

/**
 * Why a card or line was not registered, in the user's language, from its reason code and field;
 * a line of an older import has only its recorded text, shown as it is.
 */
export function importLineReason(t: TFunction, reasonCode: unknown, field: unknown, legacy = ''): string {
  if (!isLineReason(reasonCode)) return legacy || t('contactImport.details.reasons.unknown');
  const fieldKey = `externalContacts.fields.${String(field)}`;
  return t(`contactImport.details.reasons.${reasonCode}`, {
    field: field && t(fieldKey) !== fieldKey ? t(fieldKey) : t('contactImport.details.reasons.aValue'),
  });
}

/** The message of a failed card: its line, its name when it has one, and why. */
export function importLineMessage(t: TFunction, params: Readonly<Record<string, string | number>>): string {
  const reason = importLineReason(t, params.reasonCode, params.field, String(params.reason ?? ''));
  return params.name
    ? t('contactImport.details.lineFailed', { line: params.line, name: params.name, reason })
    : t('contactImport.details.lineFailedNoName', { line: params.line, reason });
}
