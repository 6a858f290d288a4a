import { createMessageFormatter, useMessageFormatter } from '@kizuna/ui';
import type { MessageFormatter, MessageValues } from '@kizuna/ui';

/** English strings of the floor map widget; the key set every locale must meet. */
export const floorMapEn = {
  title: 'Floor map',
  locationFailed: 'The location could not be obtained.',
  notLocated: '{name} is not shown on any floor map right now.',
  notLocatedUnnamed: 'This person is not shown on any floor map right now.',
  noFloor: 'Give the widget a floor-id or a user-id.',
  signInRequired: 'Log in to Kizuna to see the floor map.',
  updatedAt: 'Updated {time}',
  call: 'Call {number}',
};

export type FloorMapMessageKey = keyof typeof floorMapEn;

/** Japanese strings of the floor map widget. */
export const floorMapJa: Record<FloorMapMessageKey, string> = {
  title: 'フロアマップ',
  locationFailed: '位置情報を取得できませんでした。',
  notLocated: '{name} さんは現在どのフロアマップにも表示されていません。',
  notLocatedUnnamed: 'この人は現在どのフロアマップにも表示されていません。',
  noFloor: 'floor-id または user-id を指定してください。',
  signInRequired: 'フロアマップを見るには Kizuna にログインしてください。',
  updatedAt: '{time} 更新',
  call: '{number} に発信',
};

/** Formats one floor map message in `locale`. */
export const formatFloorMapMessage: MessageFormatter<FloorMapMessageKey> = createMessageFormatter({
  en: floorMapEn,
  ja: floorMapJa,
});

/** A translate function for the floor map widget, bound to the react-aria locale. */
export function useFloorMapMessages(): (key: FloorMapMessageKey, values?: MessageValues) => string {
  return useMessageFormatter(formatFloorMapMessage);
}
