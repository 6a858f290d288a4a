import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseContactsTsv } from './parseContactsTsv.js';
import { parseVcards } from './parseVcards.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../test/fixtures/vcard/${name}`, import.meta.url)));

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('parseVcards: files as phones and mail programs write them', () => {
  it('reads an iPhone export (3.0, grouped TEL with X-ABLabel, hiragana readings, photo)', () => {
    const [taro, john] = parseVcards(fixture('iphone.vcf'));
    expect(taro?.fields).toEqual({
      fullname: '山田 太郎',
      fullnameKana: 'やまだ たろう',
      companyName: '株式会社サンプル',
      divisionName: '営業部',
      position: '課長',
      email1: 'taro.yamada@example.co.jp',
      mobileNum: '090-1234-5678',
      phoneNum: '03-1234-5678',
      companyPhoneNum: '03-9999-0000',
      companyZipcode: '100-0005',
      companyAddress1: '東京都千代田区丸の内1-1-1',
      webUrl: 'https://example.co.jp/',
    });
    expect(taro?.photo?.mediaType).toBe('image/jpeg');
    expect(Array.from(taro?.photo?.bytes.subarray(0, 3) ?? [])).toEqual([0xff, 0xd8, 0xff]);
    expect(john?.fields).toMatchObject({
      fullname: 'John Smith',
      companyName: 'Example Inc.',
      mobileNum: '+1-415-555-0100',
    });
  });

  it('reads a Google Contacts export (3.0, X-PHONETIC-*, two e-mails, escaped comma)', () => {
    const [hanako] = parseVcards(fixture('google-contacts.vcf'));
    expect(hanako?.fields).toMatchObject({
      fullname: '佐藤 花子',
      fullnameKana: 'サトウ ハナコ',
      email1: 'hanako.sato@example.com',
      email2: 'hanako@example.net',
      mobileNum: '080-2222-3333',
      phoneNum: '06-1111-2222',
      companyAddress1: '大阪府大阪市北区梅田1-2-3',
      companyName: 'サンプル商事',
      position: '主任',
      remarks: '展示会で名刺交換, 次回訪問予定',
    });
  });

  it('reads an Outlook export (2.1, quoted-printable with soft breaks, CHARSET=utf-8, X-MS-N-YOMI)', () => {
    const [ichiro] = parseVcards(fixture('outlook.vcf'));
    expect(ichiro?.fields).toMatchObject({
      fullname: '鈴木 一郎',
      fullnameKana: 'スズキ イチロウ',
      companyName: '北海物産株式会社',
      divisionName: '総務部',
      position: '部長',
      phoneNum: '011-222-3333',
      mobileNum: '070-4444-5555',
      faxNum: '011-222-3334',
      email1: 'ichiro.suzuki@example.jp',
      companyAddress1: '北海道札幌市中央区北1条西2丁目',
      companyZipcode: '060-0001',
      webUrl: 'http://www.example.jp',
      remarks: '2024年の展示会でお会いしました。製品Aの導入を検討中。\n次回は4月に訪問予定。',
    });
  });

  it('reads an older Japanese phone (2.1 Shift_JIS, SOUND;X-IRMC-N in half-width kana, no FN)', () => {
    const [jiro, misaki] = parseVcards(fixture('feature-phone-sjis.vcf'));
    expect(jiro?.fields).toEqual({
      fullname: '田中 次郎',
      fullnameKana: 'タナカ ジロウ',
      mobileNum: '09012345678',
      phoneNum: '0451234567',
      email1: 'jiro.tanaka@docomo.ne.jp',
      remarks: '高校の同級生',
    });
    expect(misaki?.fields).toMatchObject({ fullname: '高橋 美咲', fullnameKana: 'タカハシ ミサキ' });
  });

  it('reads vCard 4.0 (tel: and data: URIs, LF line ends, folded lines)', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:中村 さくら',
      'N:中村;さくら;;;',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+81-90-1111-2222',
      'EMAIL;TYPE=work:sakura@exam',
      ' ple.jp',
      'PHOTO:data:image/png;base64,iVBORw0KGgo=',
      'END:VCARD',
      '',
    ].join('\n');
    const [sakura] = parseVcards(new TextEncoder().encode(text));
    expect(sakura?.fields).toEqual({
      fullname: '中村 さくら',
      mobileNum: '+81-90-1111-2222',
      email1: 'sakura@example.jp',
    });
    expect(sakura?.photo?.mediaType).toBe('image/png');
  });
});

describe('parseVcards: files that are refused whole', () => {
  it('answers VCF_INVALID_FORMAT for a truncated file', () => {
    expect(codeOf(() => parseVcards(fixture('truncated.vcf')))).toBe('VCF_INVALID_FORMAT');
  });
  it('answers VCF_INVALID_FORMAT for binary data', () => {
    expect(codeOf(() => parseVcards(fixture('binary.vcf')))).toBe('VCF_INVALID_FORMAT');
  });
  it('answers VCF_UNAVAILABLE_CHARSETS for Shift_JIS bytes declared as UTF-8, and for an unknown charset', () => {
    expect(codeOf(() => parseVcards(fixture('wrong-charset.vcf')))).toBe('VCF_UNAVAILABLE_CHARSETS');
    const unknown = 'BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=X-NO-SUCH:a;b\r\nEND:VCARD\r\n';
    expect(codeOf(() => parseVcards(new TextEncoder().encode(unknown)))).toBe('VCF_UNAVAILABLE_CHARSETS');
  });
  it('takes 100 contacts and answers TIMEOUT (split the file) for 101', () => {
    const cards = (count: number) =>
      new TextEncoder().encode(
        Array.from(
          { length: count },
          (_, i) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:人 ${i}\r\nEND:VCARD\r\n`,
        ).join(''),
      );
    expect(parseVcards(cards(100))).toHaveLength(100);
    expect(codeOf(() => parseVcards(cards(101)))).toBe('TIMEOUT');
  });
  it('answers VCF_INVALID_FORMAT for a text that holds no card, or an unknown version', () => {
    expect(codeOf(() => parseVcards(new TextEncoder().encode('hello\r\n')))).toBe('VCF_INVALID_FORMAT');
    expect(
      codeOf(() =>
        parseVcards(new TextEncoder().encode('BEGIN:VCARD\r\nVERSION:5.0\r\nFN:a\r\nEND:VCARD\r\n')),
      ),
    ).toBe('VCF_INVALID_FORMAT');
  });
});

describe('parseContactsTsv', () => {
  it('reads a TSV that Excel saved in Shift_JIS with CRLF, quoted cells and a row without a name', () => {
    const rows = parseContactsTsv(fixture('excel-sjis.tsv'));
    expect(rows.map((row) => row.fields)).toEqual([
      {
        fullname: '伊藤 健太',
        fullnameKana: 'イトウ ケンタ',
        companyName: '株式会社テスト',
        divisionName: '開発部',
        position: '係長',
        phoneNum: '03-5555-6666',
        mobileNum: '090-7777-8888',
        email1: 'kenta.ito@example.co.jp',
        companyZipcode: '150-0001',
        companyAddress1: '東京都渋谷区神宮前1-2-3',
        remarks: 'タブ\tと"引用符"、\r\n改行を含む備考',
      },
      {
        fullname: '渡辺 由美',
        fullnameKana: 'ワタナベ ユミ',
        companyName: '株式会社テスト',
        divisionName: '営業部',
        phoneNum: '03-5555-6667',
        email1: 'yumi.watanabe@example.co.jp',
      },
      { companyName: '名前のない行' },
    ]);
  });
  it('reads UTF-8 with Excel’s BOM and English field names', () => {
    const text = '\uFEFFfullname\temail1\r\nAoki\taoki@example.com\r\n';
    expect(parseContactsTsv(new TextEncoder().encode(text)).map((row) => row.fields)).toEqual([
      { fullname: 'Aoki', email1: 'aoki@example.com' },
    ]);
  });
  it('refuses a header without the name column, or an unknown column, as VCF_INVALID_FORMAT', () => {
    expect(codeOf(() => parseContactsTsv(new TextEncoder().encode('会社名\nA社\n')))).toBe(
      'VCF_INVALID_FORMAT',
    );
    expect(codeOf(() => parseContactsTsv(new TextEncoder().encode('氏名\t誕生日\nA\t1/1\n')))).toBe(
      'VCF_INVALID_FORMAT',
    );
  });
});
