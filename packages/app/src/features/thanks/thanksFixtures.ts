import type { ThanksCard, ThanksStamp, ThanksUser } from '@kizuna/api-client/contract';

/** 2026/11/26 10:00 in Japan. */
export const NOV_26_10AM = '2026-11-26T10:00:00+09:00';

export function thanksUser(overrides: Partial<ThanksUser> = {}): ThanksUser {
  return {
    userId: 1,
    contactId: 101,
    fullName: '山田 太郎',
    fullNameKana: 'ヤマダ タロウ',
    divisionName: '営業一課',
    imagePath: null,
    ...overrides,
  };
}

export const SATO = thanksUser({
  userId: 2,
  contactId: 102,
  fullName: '佐藤 花子',
  fullNameKana: 'サトウ ハナコ',
});
export const SUZUKI = thanksUser({
  userId: 3,
  contactId: 103,
  fullName: '鈴木 一郎',
  fullNameKana: 'スズキ イチロウ',
});

export function thanksStamp(overrides: Partial<ThanksStamp> = {}): ThanksStamp {
  return {
    stampId: 1,
    heading: 'ありがとう',
    color: 'PINK',
    icon: 'HEART',
    isEffective: true,
    iconUrl: null,
    ...overrides,
  };
}

export const STAMPS: ThanksStamp[] = [
  thanksStamp(),
  thanksStamp({ stampId: 2, heading: 'ナイスアシスト', color: 'BLUE', icon: 'THUMBS_UP' }),
  thanksStamp({ stampId: 3, heading: 'さすが！', color: 'ORANGE', icon: 'STAR' }),
];

export function thanksCard(overrides: Partial<ThanksCard> = {}): ThanksCard {
  return {
    cardId: 1,
    closed: false,
    fromUser: thanksUser(),
    toUsers: [{ ...SATO, reaction: 0 }],
    message: '資料の準備を手伝ってくれてありがとうございました！ #感謝 ＃チームワーク',
    hashtags: ['感謝', 'チームワーク'],
    point: 30,
    sentAt: NOV_26_10AM,
    stampIds: [1],
    stamps: [STAMPS[0]!],
    gradientLayers: ['PINK'],
    likeCount: 2,
    liked: false,
    ...overrides,
  };
}
