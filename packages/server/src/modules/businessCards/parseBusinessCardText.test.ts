import { describe, expect, it } from 'vitest';
import { parseBusinessCardText, tidyLine } from './parseBusinessCardText.js';

function fields(text: string): Record<string, string> {
  return Object.fromEntries(parseBusinessCardText(text).map((item) => [item.field, item.value]));
}

describe('tidyLine', () => {
  it('joins Japanese characters the engine spaced out, keeps wider gaps, and reads dashes in numbers', () => {
    expect(tidyLine('株 式 会 社  み ら い 技 研')).toBe('株式会社 みらい技研');
    expect(tidyLine('ＴＥＬ　０３ー６７８９ー０１２３')).toBe('TEL 03-6789-0123');
    expect(tidyLine('03—1234–5678')).toBe('03-1234-5678');
  });
});

describe('parseBusinessCardText', () => {
  it('reads a Japanese card', () => {
    expect(
      fields(
        [
          '株式会社みらい技研',
          '技術開発部 課長',
          'タカハシ ミサキ',
          '高橋 美咲',
          '〒150-0001',
          '東京都渋谷区神宮前1-2-3 みらいビル5F',
          'TEL: 03-6789-0123 / FAX: 03-6789-0124',
          '携帯 080-2345-6789',
          'misaki.takahashi@mirai-giken.co.jp',
          'www.mirai-giken.co.jp',
        ].join('\n'),
      ),
    ).toEqual({
      companyName: '株式会社みらい技研',
      divisionName: '技術開発部',
      position: '課長',
      fullnameKana: 'タカハシ ミサキ',
      fullname: '高橋 美咲',
      companyZipcode: '150-0001',
      companyAddress1: '東京都渋谷区神宮前1-2-3 みらいビル5F',
      phoneNum: '03-6789-0123',
      faxNum: '03-6789-0124',
      mobileNum: '080-2345-6789',
      email1: 'misaki.takahashi@mirai-giken.co.jp',
      webUrl: 'https://www.mirai-giken.co.jp',
    });
  });

  it('reads an English card, with its labels and a name in Latin letters', () => {
    expect(
      fields(
        [
          'Example Trading Co., Ltd.',
          'Jane Smith',
          'Sales Manager, Overseas Division',
          'Phone +81-3-1234-5678',
          'Mobile +81-90-9876-5432',
          'E-mail jane.smith@example.com',
          'https://example.com/',
        ].join('\n'),
      ),
    ).toMatchObject({
      companyName: 'Example Trading Co., Ltd.',
      fullname: 'Jane Smith',
      fullnameAlphabet: 'Jane Smith',
      position: 'Sales Manager',
      divisionName: 'Overseas Division',
      phoneNum: '+81-3-1234-5678',
      mobileNum: '+81-90-9876-5432',
      email1: 'jane.smith@example.com',
      webUrl: 'https://example.com/',
    });
  });

  it('reads digits the engine took for letters inside labelled numbers, and unlabelled mobiles', () => {
    expect(fields('TEL O3-l234-5678\n090-1234-5678')).toEqual({
      phoneNum: '03-1234-5678',
      mobileNum: '090-1234-5678',
    });
  });

  it('proposes nothing for text without card fields', () => {
    expect(parseBusinessCardText('\n  \n|\n')).toEqual([]);
  });
});
