// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { importLineMessage, importLineReason } from './importMessage';

const ja = createI18n({ lng: 'ja' }).t;
const en = createI18n({ lng: 'en' }).t;

describe('importLineMessage', () => {
  it('says in Japanese which card failed and why, without a name when the card has none', () => {
    expect(importLineMessage(ja, { line: 5, name: '', reasonCode: 'NAME_REQUIRED', field: 'fullname' })).toBe(
      '5行目は登録されませんでした：氏名がありません。',
    );
    expect(
      importLineMessage(ja, { line: 9, name: '長井 会社', reasonCode: 'TOO_LONG', field: 'companyName' }),
    ).toBe('9行目（長井 会社）は登録されませんでした：会社名が長すぎます。');
  });

  it('says it in English, naming the field', () => {
    expect(
      importLineMessage(en, { line: 14, name: '電話 誤り', reasonCode: 'INVALID_PHONE', field: 'phoneNum' }),
    ).toBe(
      'Line 14 (電話 誤り) was not registered: Phone has characters a phone number cannot have (digits and * # , ; + - only).',
    );
  });

  it('keeps the recorded text of a line from an older import', () => {
    expect(importLineMessage(en, { line: 3, name: 'A', reason: 'fullname: required' })).toBe(
      'Line 3 (A) was not registered: fullname: required',
    );
  });
});

describe('importLineReason', () => {
  it('words every reason code in both languages', () => {
    expect(importLineReason(ja, 'INVALID_EMAIL', 'email1')).toBe(
      'メールがメールアドレスの形式ではありません。',
    );
    expect(importLineReason(en, 'INVALID_URL', 'webUrl')).toBe('Web site is not a web address.');
    expect(importLineReason(en, 'INVALID_VALUE', '')).toBe('A value is not valid.');
  });
});
