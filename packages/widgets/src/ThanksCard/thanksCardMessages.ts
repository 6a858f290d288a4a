import { createMessageFormatter, useMessageFormatter } from '@kizuna/ui';
import type { MessageFormatter, MessageValues } from '@kizuna/ui';

/** English strings of the thanks card; the key set every locale must meet. */
export const thanksCardEn = {
  title: 'Thanks cards',
  titleTo: 'Thanks to {name}',
  loading: 'Loading thanks cards…',
  empty: 'No thanks cards yet.',
  failed: 'The thanks cards could not be loaded.',
  notFound: 'This thanks card does not exist or you may not see it.',
  signInRequired: 'Sign in to Kizuna to see thanks cards.',
  retry: 'Retry',
  cardTitle: 'From {from} to {to}',
  separator: ', ',
  stamps: 'Stamps',
  points: '{count} pt each',
  like: 'Like ({count} likes)',
  likeOne: 'Like (1 like)',
  likeFailed: 'The like could not be saved. Try again.',
  yourReaction: 'Your reaction',
  reactFailed: 'Your reaction could not be saved. Try again.',
  'reaction.1': 'Happy',
  'reaction.2': 'I’ll keep it up',
  'reaction.3': 'Well done',
  'reaction.4': 'Surprised',
  'send.open': 'Send thanks',
  'send.form': 'Send a thanks card',
  'send.to': 'To: {names}',
  'send.message': 'Message',
  'send.messageHint': 'Up to {max} characters. Write #tag to add a hashtag.',
  'send.messageRequired': 'Write a message.',
  'send.messageTooLong': 'Write at most {max} characters.',
  'send.point': 'Points for each person',
  'send.pointHint': 'Optional. You can send {count} pt this week in all.',
  'send.pointInvalid': 'Enter a whole number of points.',
  'send.notEnoughPoints':
    'Not enough points: the points times the number of people must be within the {count} pt you can still send this week.',
  'send.receiverUnavailable': 'Someone on this card cannot receive thanks cards.',
  'send.failed': 'The card could not be sent. Try again.',
  'send.stamps': 'Stamps',
  'send.submit': 'Send',
  'send.cancel': 'Cancel',
  'send.sent': 'Your thanks card was sent.',
};

export type ThanksCardMessageKey = keyof typeof thanksCardEn;

/** Japanese strings of the thanks card. */
export const thanksCardJa: Record<ThanksCardMessageKey, string> = {
  title: 'サンクスカード',
  titleTo: '{name} さんへのサンクス',
  loading: 'サンクスカードを読み込み中…',
  empty: 'サンクスカードはまだありません。',
  failed: 'サンクスカードを読み込めませんでした。',
  notFound: 'このサンクスカードは存在しないか、表示できません。',
  signInRequired: 'サンクスカードを見るには Kizuna にサインインしてください。',
  retry: '再試行',
  cardTitle: '{from} さんから {to} さんへ',
  separator: '、',
  stamps: 'スタンプ',
  points: '各 {count} pt',
  like: 'いいね（{count} 件）',
  likeOne: 'いいね（1 件）',
  likeFailed: 'いいねを保存できませんでした。もう一度お試しください。',
  yourReaction: 'あなたのリアクション',
  reactFailed: 'リアクションを保存できませんでした。もう一度お試しください。',
  'reaction.1': 'うれしい',
  'reaction.2': 'がんばります',
  'reaction.3': 'よくできました',
  'reaction.4': 'びっくり',
  'send.open': 'サンクスを送る',
  'send.form': 'サンクスカードを送る',
  'send.to': '宛先: {names}',
  'send.message': 'メッセージ',
  'send.messageHint': '{max} 文字以内。#タグ と書くとハッシュタグになります。',
  'send.messageRequired': 'メッセージを入力してください。',
  'send.messageTooLong': '{max} 文字以内で入力してください。',
  'send.point': '1 人あたりのポイント',
  'send.pointHint': '任意です。今週はあと合計 {count} pt 送れます。',
  'send.pointInvalid': 'ポイントは整数で入力してください。',
  'send.notEnoughPoints':
    '送信可能ポイントが不足しています。ポイント × 人数を今週の残り {count} pt 以内にしてください。',
  'send.receiverUnavailable': 'このカードの宛先にサンクスカードを受け取れない人がいます。',
  'send.failed': 'カードを送れませんでした。もう一度お試しください。',
  'send.stamps': 'スタンプ',
  'send.submit': '送信',
  'send.cancel': 'キャンセル',
  'send.sent': 'サンクスカードを送りました。',
};

/** Formats one thanks card message in `locale`. */
export const formatThanksCardMessage: MessageFormatter<ThanksCardMessageKey> = createMessageFormatter({
  en: thanksCardEn,
  ja: thanksCardJa,
});

/** A translate function for the thanks card, bound to the react-aria locale. */
export function useThanksCardMessages(): (key: ThanksCardMessageKey, values?: MessageValues) => string {
  return useMessageFormatter(formatThanksCardMessage);
}
