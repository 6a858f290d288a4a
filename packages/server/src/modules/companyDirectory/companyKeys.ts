import { createHash } from 'node:crypto';
import { normalizeForSearch } from '@kizuna/api-client/search';

/** Legal forms written around Japanese company names, after NFKC (㈱ and （株） become (株)). */
const JAPANESE_LEGAL_FORMS = [
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '一般社団法人',
  '一般財団法人',
  '(株)',
  '(有)',
  '(同)',
  '(資)',
  '(名)',
  '(社)',
  '(財)',
];
/** Legal forms of Latin-script names, as whole words after lower-casing. */
const LATIN_LEGAL_FORMS = /\b(?:co|ltd|inc|corp|corporation|company|limited|llc|kk|gmbh|plc)\b/gu;

function squeeze(text: string): string {
  return text.replace(/\s+/gu, '');
}

/**
 * The key that makes two cards the same company: the name without its legal form, through the
 * shared search normaliser (width, kana, voiced marks, case), spaces dropped. So 株式会社みなと商事,
 * ㈱みなと商事 and ﾐﾅﾄ… written the same way meet; an empty key means no company.
 */
export function companyKeyOf(companyName: string): string {
  let text = companyName.normalize('NFKC');
  for (const form of JAPANESE_LEGAL_FORMS) text = text.split(form).join(' ');
  const key = squeeze(normalizeForSearch(text).replace(/[.,]/gu, ' ').replace(LATIN_LEGAL_FORMS, ' '));
  return key !== '' ? key : squeeze(normalizeForSearch(companyName));
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The company's code: fixed by the tenant and the key, so it survives restarts and re-imports. */
export function companyCodeOf(tenantId: number, companyKey: string): string {
  return digest(`${tenantId}\u0000${companyKey}`).slice(0, 16);
}

export interface DivisionPath {
  /** From the top division down to the contact's own. */
  readonly ids: number[];
  readonly names: string[];
}

/**
 * The division levels a card names: `営業本部 第一営業部` is 第一営業部 under 営業本部. Levels are
 * split at slashes, and at spaces when the name has no Latin letters (`Asia Pacific Sales` stays one
 * division). Ids come from the company code and the normalised names down to the level, so the same
 * division written on several cards is one division, with the same id on every request.
 */
export function divisionPathOf(companyCode: string, divisionName: string): DivisionPath {
  const text = divisionName.normalize('NFKC').trim();
  if (text === '') return { ids: [], names: [] };
  const names = (/[A-Za-z]/u.test(text) ? text.split('/') : text.split(/[\s/]+/u))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ids: number[] = [];
  let key = companyCode;
  for (const name of names) {
    key += `\u0000${squeeze(normalizeForSearch(name))}`;
    // 48 bits: a safe integer, and the chance of two divisions of one company meeting is nil.
    ids.push(Math.max(1, Number.parseInt(digest(key).slice(0, 12), 16)));
  }
  return { ids, names };
}

/** What the free word of the company list looks through: the name and its reading, normalised. */
export function companySearchText(companyName: string, companyNameKana: string): string {
  return [companyName, companyNameKana].map((text) => squeeze(normalizeForSearch(text))).join('\n');
}
