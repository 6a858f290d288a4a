import { beforeAll, describe, expect, it } from 'vitest';
import {
  extractiveSummary,
  keyPhrases,
  loadJapaneseTokenizer,
  sentencesOf,
  type JapaneseTokenizer,
} from './extractiveSummariser.js';
import type { SummaryInput } from './Summariser.js';

let tokens: JapaneseTokenizer;

beforeAll(async () => {
  tokens = await loadJapaneseTokenizer();
}, 30_000);

const profile: SummaryInput = {
  oneWord: '今月は福岡の顧客訪問が続きます。お気軽にチャットでどうぞ。',
  jobDescription:
    '法人営業部で製造業のお客様を担当しています。クラウド導入支援の提案から契約後の定着支援まで一貫して受け持ちます。' +
    '毎朝のラジオ体操を欠かしません。社内ではクラウド導入支援の勉強会を主催しています。',
  tags: ['クラウド導入支援', 'Salesforce', '中小企業診断士'],
  histories: ['2015年 入社、名古屋支店に配属', '2021年 クラウド導入支援チームの立ち上げを担当'],
  thanks: ['クラウド導入支援の資料、とても分かりやすかったです！', '勉強会の準備ありがとうございました。'],
  promptType: 'STANDARD',
};

describe('the extractive summary', () => {
  it('finds compound nouns as key phrases', () => {
    expect(keyPhrases(tokens, '法人営業部でクラウド導入支援を担当しています。')).toEqual(
      expect.arrayContaining(['法人営業部', 'クラウド導入支援']),
    );
    expect(keyPhrases(tokens, 'それはこのためです。')).toEqual([]);
  });

  it('splits Japanese sentences and lines, leaving out fragments', () => {
    expect(sentencesOf('提案を担当します。定着支援も受け持ちます！\n以上。')).toEqual([
      '提案を担当します。',
      '定着支援も受け持ちます！',
    ]);
  });

  it('picks the person’s own sentences about what their profile and thanks are about, in order', () => {
    const summary = extractiveSummary(tokens, profile);
    const sentences = sentencesOf(summary);
    expect(sentences).toHaveLength(3);
    const ownText = [profile.oneWord, profile.jobDescription, ...profile.histories].join('\n');
    for (const sentence of sentences) expect(ownText).toContain(sentence.replace(/。$/, ''));
    expect(summary).toContain('クラウド導入支援の提案から契約後の定着支援まで一貫して受け持ちます。');
    expect(summary).not.toContain('ラジオ体操');
    const positions = sentences.map((sentence) => ownText.indexOf(sentence.replace(/。$/, '')));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('follows the prompt type: BRIEF is one sentence', () => {
    expect(sentencesOf(extractiveSummary(tokens, { ...profile, promptType: 'BRIEF' }))).toHaveLength(1);
  });

  it('lets the thanks received decide between sentences of equal weight', () => {
    const input: SummaryInput = {
      ...profile,
      jobDescription: '経費精算システムの保守を担当しています。採用面接の日程調整も担当しています。',
      oneWord: null,
      tags: [],
      histories: [],
      promptType: 'BRIEF',
    };
    expect(extractiveSummary(tokens, { ...input, thanks: ['採用面接の日程調整、助かりました。'] })).toBe(
      '採用面接の日程調整も担当しています。',
    );
    expect(extractiveSummary(tokens, { ...input, thanks: ['経費精算システムの復旧ありがとう！'] })).toBe(
      '経費精算システムの保守を担当しています。',
    );
  });
});
