import type { BizcardProposalField, BizcardProposalItem } from '@kizuna/api-client/contract';
import { BIZCARD_PROPOSAL_FIELDS } from '@kizuna/api-client/contract';

const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\u3005\\u30fc';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const URL = /(?:https?:\/\/|www\.)[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/i;
const POSTAL = /(?:〒|郵便番号)\s*(\d{3})\s*-?\s*(\d{4})|^(\d{3})-(\d{4})(?=\s|$)/;
const COMPANY =
  /(株式会社|有限会社|合同会社|合資会社|一般社団法人|一般財団法人|公益社団法人|学校法人|医療法人|\(株\)|\(有\)|\bInc\b\.?|\bCorporation\b|\bCorp\b\.?|\bCo\.,?\s*Ltd\b\.?|\bLtd\b\.?|\bLLC\b|\bK\.K\.|\bGmbH\b)/i;
/** Titles, longest first so 代表取締役社長 is not read as 社長 after a division named 代表取締役. */
const POSITIONS = [
  '代表取締役社長',
  '代表取締役会長',
  '代表取締役',
  '取締役社長',
  '専務取締役',
  '常務取締役',
  '取締役',
  '執行役員',
  '事業部長',
  '本部長',
  '副部長',
  '部長代理',
  '部長',
  '次長',
  '課長代理',
  '課長',
  '係長',
  '主任',
  '室長',
  '所長',
  '支店長',
  '工場長',
  'グループリーダー',
  'リーダー',
  'マネージャー',
  'マネジャー',
  'ディレクター',
  'エンジニア',
  'コンサルタント',
  'スペシャリスト',
  '社長',
  '会長',
  '顧問',
  '担当',
];
const POSITION_AT_END = new RegExp(`(${POSITIONS.join('|')})$`);
const POSITION_EN =
  /\b(CEO|CTO|CFO|COO|President|Vice President|Director|Manager|General Manager|Engineer|Senior Engineer|Consultant|Chief [A-Za-z ]+|Head of [A-Za-z ]+|Representative Director|Sales Representative|Specialist|Leader)\b/;
const DIVISION =
  /(本部|事業部|部|課|室|グループ|センター|支店|営業所|チーム|Division|Department|Dept\.?|Section|Group|Team)/;
const PREFECTURE = /(東京都|北海道|京都府|大阪府|.{2,3}県)/;
const KANA_ONLY = /^[\u3040-\u30ff\u30fc・\s]{2,}$/;
const LATIN_NAME = /^[A-Z][A-Za-z'-]+(?:\s+[A-Z][A-Za-z'.-]+){1,2}$/;
const PHONE_LABELS: readonly { field: 'phoneNum' | 'faxNum' | 'mobileNum'; pattern: RegExp }[] = [
  { field: 'faxNum', pattern: /^(?:FAX|Fax|fax|F|ファックス|ファクス)$/ },
  { field: 'mobileNum', pattern: /^(?:携帯|携帯電話|Mobile|MOBILE|Mob|Cell|M)$/ },
  { field: 'phoneNum', pattern: /^(?:TEL|Tel|tel|Phone|PHONE|T|電話|代表|直通|Direct|DIRECT)$/ },
];
/** A label, then a number; letters OCR mistakes for digits inside numbers are read as digits. */
const LABELLED_NUMBER =
  /(FAX|Fax|fax|ファックス|ファクス|携帯電話|携帯|Mobile|MOBILE|Mob|Cell|TEL|Tel|tel|Phone|PHONE|電話|代表|直通|Direct|DIRECT|\b[TFM])?\s*[.:：]?\s*(\+?[\dOoIl|(][\dOoIl|()\s-]{6,}\d)/g;

/** OCR puts spaces between Japanese characters; dashes and long marks in numbers come out in many forms. */
export function tidyLine(line: string): string {
  const spaced = line
    .normalize('NFKC')
    .replace(/[‐‑‒–—―−ｰ]/g, '-')
    .replace(/\t/g, ' ')
    .trim();
  // Tesseract puts a space between every two Japanese characters, and two or more where the card
  // has one; a line that is not spaced out that way keeps its single spaces.
  const spacedPairs = spaced.match(new RegExp(`[${CJK}] (?=[${CJK}])`, 'gu'))?.length ?? 0;
  const adjacentPairs = spaced.match(new RegExp(`[${CJK}](?=[${CJK}])`, 'gu'))?.length ?? 0;
  const engineSpaced = spacedPairs > adjacentPairs;
  return (engineSpaced ? spaced.replace(new RegExp(`(?<=[${CJK}]) (?=[${CJK}])`, 'gu'), '') : spaced)
    .replace(/\s{2,}/g, ' ')
    .replace(/(?<=\d)\s*[ー一]\s*(?=\d)/g, '-')
    .trim();
}

function phoneDigits(raw: string): string {
  const digits = raw
    .replace(/[Oo]/g, '0')
    .replace(/[Il|]/g, '1')
    .replace(/\s+/g, '')
    .replace(/\(0\)/g, '')
    .replace(/\(/g, '')
    .replace(/\)/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return /^\+?[0-9][0-9-]{7,}[0-9]$/.test(digits) ? digits : '';
}

function isMobile(number: string): boolean {
  return /^(?:0[789]0|\+81-?[789]0)/.test(number);
}

function phoneLabel(label: string | undefined): 'phoneNum' | 'faxNum' | 'mobileNum' | null {
  if (!label) return null;
  return PHONE_LABELS.find((entry) => entry.pattern.test(label))?.field ?? null;
}

/**
 * Splits the text read from a business card into contact fields: name (and its reading or Latin
 * spelling when printed), company, division, title, phones by their labels (TEL, FAX, 携帯,
 * Mobile), e-mails, URL, postal code after 〒 and address. Only values found are proposed;
 * the user applies them one by one, so a wrong guess costs nothing.
 */
export function parseBusinessCardText(text: string): BizcardProposalItem[] {
  const found = new Map<BizcardProposalField, string>();
  const set = (field: BizcardProposalField, value: string) => {
    const clean = value.trim();
    if (clean !== '' && !found.has(field)) found.set(field, clean);
  };
  const lines = text
    .split(/\r?\n/)
    .map(tidyLine)
    .filter((line) => line.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);
  const rest: string[] = [];
  let expectAddress = false;

  for (const line of lines) {
    let remaining = line;
    const emails = remaining.match(EMAIL) ?? [];
    for (const email of emails) {
      if (!found.has('email1')) set('email1', email);
      else if (found.get('email1') !== email) set('email2', email);
    }
    remaining = remaining.replace(EMAIL, ' ').replace(/\b(?:E-?mail|Mail|メール)\s*[:：]?/gi, ' ');
    const url = URL.exec(remaining);
    if (url) {
      const address = url[0].replace(/[.,;]+$/, '');
      set('webUrl', /^https?:\/\//i.test(address) ? address : `https://${address}`);
      remaining = remaining.replace(url[0], ' ');
    }
    const postal = POSTAL.exec(remaining);
    if (postal) {
      set('companyZipcode', `${postal[1] ?? postal[3]}-${postal[2] ?? postal[4]}`);
      const after = remaining.slice(postal.index + postal[0].length).trim();
      if (after.length >= 4) set('companyAddress1', after);
      else expectAddress = true;
      continue;
    }
    let numbers = 0;
    for (const match of remaining.matchAll(LABELLED_NUMBER)) {
      const number = phoneDigits(match[2] ?? '');
      const digitCount = number.replace(/\D/g, '').length;
      // Japanese numbers have 10 or 11 digits (more with a country code); without a label, fewer is
      // a house number or a postcode.
      if (!number || digitCount < 9 || (!match[1] && (digitCount < 10 || digitCount > 13))) continue;
      numbers += 1;
      const field =
        phoneLabel(match[1]) ??
        (isMobile(number) && !found.has('mobileNum')
          ? 'mobileNum'
          : found.has('phoneNum')
            ? 'faxNum'
            : 'phoneNum');
      set(field, number);
    }
    if (numbers > 0 || emails.length > 0 || url) continue;
    const trimmed = remaining.trim();
    if (trimmed === '') continue;
    if (expectAddress && PREFECTURE.test(trimmed)) {
      set('companyAddress1', trimmed);
      expectAddress = false;
      continue;
    }
    if (!found.has('companyName') && COMPANY.test(trimmed)) {
      set('companyName', trimmed);
      continue;
    }
    if (!found.has('companyAddress1') && PREFECTURE.test(trimmed) && /\d/.test(trimmed)) {
      set('companyAddress1', trimmed);
      continue;
    }
    if (!found.has('position')) {
      const compact = trimmed.replace(/\s+/g, '');
      const japanese = POSITION_AT_END.exec(compact);
      const english = japanese ? null : POSITION_EN.exec(trimmed);
      if (japanese || english) {
        if (japanese) {
          set('position', japanese[1]!);
          const division = compact.slice(0, japanese.index);
          if (division.length >= 2) set('divisionName', division);
        } else {
          // "Sales Manager, Overseas Division": the part with the title is the title, the rest the division.
          const parts = trimmed.split(/\s*[,/|]\s*/).filter((part) => part !== '');
          const titlePart = parts.find((part) => POSITION_EN.test(part)) ?? english![0];
          set('position', titlePart);
          const division = parts.filter((part) => part !== titlePart).join(' ');
          if (division.length >= 2) set('divisionName', division);
        }
        continue;
      }
    }
    if (!found.has('divisionName') && DIVISION.test(trimmed) && trimmed.length <= 40) {
      set('divisionName', trimmed);
      continue;
    }
    rest.push(trimmed);
  }

  for (const line of rest) {
    if (KANA_ONLY.test(line) && !found.has('fullnameKana')) {
      set('fullnameKana', line.replace(/\s+/g, ' '));
      continue;
    }
    if (LATIN_NAME.test(line) && !found.has('fullnameAlphabet')) {
      set('fullnameAlphabet', line);
      continue;
    }
    const compact = line.replace(/\s+/g, '');
    if (!found.has('fullname') && new RegExp(`^[${CJK}\\s]{2,12}$`, 'u').test(line) && compact.length <= 10) {
      set('fullname', line.replace(/\s+/g, ' '));
    }
  }
  if (!found.has('fullname') && found.has('fullnameAlphabet'))
    set('fullname', found.get('fullnameAlphabet')!);

  return BIZCARD_PROPOSAL_FIELDS.filter((field) => found.has(field)).map((field) => ({
    field,
    value: found.get(field)!,
  }));
}
