import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { contactToVcard } from './contactToVcard.js';
import { IMPORTED_TEXT_FIELDS, type ImportedTextField } from './ImportedContact.js';
import { parseVcards } from './parseVcards.js';

const full = Object.fromEntries(IMPORTED_TEXT_FIELDS.map((field) => [field, ''])) as Record<
  ImportedTextField,
  string
>;

const contact: Record<ImportedTextField, string> = {
  ...full,
  fullname: '山田 太郎',
  fullnameKana: 'ヤマダ タロウ',
  fullnameAlphabet: 'Taro Yamada',
  companyName: '株式会社サンプル; 本社',
  companyNameKana: 'カブシキガイシャサンプル',
  companyZipcode: '100-0005',
  companyAddress1: '東京都千代田区丸の内1-1-1',
  companyAddress2: 'サンプルビル 12階',
  companyUrl: 'https://example.co.jp/',
  companyPhoneNum: '03-0000-0000',
  divisionName: '営業部, 第一課',
  divisionNameKana: 'エイギョウブ',
  divisionPhoneNum: '03-0000-0001',
  divisionUrl: 'https://example.co.jp/sales',
  position: '課長',
  phoneNum: '03-1234-5678',
  mobileNum: '090-1234-5678',
  companyMobileNum: '080-1234-5678',
  personalMobileNum: '070-1234-5678',
  faxNum: '03-1234-5679',
  email1: 'taro@example.co.jp',
  email2: 'yamada@example.net',
  webUrl: 'https://taro.example.jp/',
  comment: 'キーパーソン',
  remarks: '長い備考です。'.repeat(12) + '\n二行目\\バックスラッシュ',
};

describe('contactToVcard', () => {
  it('writes a vCard an independent RFC 6350 parser (ical.js) reads, lines folded at 75 octets', () => {
    const text = contactToVcard(contact);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const card = new ICAL.Component(ICAL.parse(text));
    expect(card.name).toBe('vcard');
    expect(card.getFirstPropertyValue('fn')).toBe('山田 太郎');
    expect(card.getFirstPropertyValue('note')).toBe(contact.remarks);
    expect(card.getAllProperties('tel').map((p) => p.getFirstValue())).toContain('090-1234-5678');
    expect(card.getAllProperties('email').map((p) => p.getFirstValue())).toEqual([
      'taro@example.co.jp',
      'yamada@example.net',
    ]);
  });

  it('round-trips: what it writes imports as the same contact', () => {
    const [parsed] = parseVcards(new TextEncoder().encode(contactToVcard(contact)));
    const expected = Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== ''));
    expect(parsed?.fields).toEqual(expected);
  });

  it('writes the photo as 3.0 base64 or a 4.0 data URI; both read back to the same bytes', () => {
    const bytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 200 }, (_, i) => i)]);
    for (const version of ['3.0', '4.0'] as const) {
      const text = contactToVcard(contact, { version, photo: { bytes, type: 'JPEG' } });
      for (const line of text.split('\r\n'))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const card = new ICAL.Component(ICAL.parse(text));
      expect(card.getFirstPropertyValue('version')).toBe(version);
      const value = String(card.getFirstProperty('photo')?.getFirstValue());
      const base64 = Buffer.from(bytes).toString('base64');
      expect(value).toBe(version === '3.0' ? base64 : `data:image/jpeg;base64,${base64}`);
      const [parsed] = parseVcards(new TextEncoder().encode(text));
      expect(parsed?.photo?.mediaType).toBe('image/jpeg');
      expect(Array.from(parsed?.photo?.bytes ?? [])).toEqual(Array.from(bytes));
      const expected = Object.fromEntries(Object.entries(contact).filter(([, field]) => field !== ''));
      expect(parsed?.fields).toEqual(expected);
    }
  });
});
