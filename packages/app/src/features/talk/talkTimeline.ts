import type { TalkMessage } from './talkTypes';

/** Messages of one sender closer together than this show the sender's name and face once. */
export const TALK_GROUP_GAP_SECONDS = 5 * 60;

export type TalkTimelineEntry =
  | { kind: 'day'; /** `YYYY-MM-DD` */ key: string; date: Date }
  | {
      kind: 'message';
      message: TalkMessage;
      /** The same sender wrote the message just before, the same day and a moment ago. */
      continued: boolean;
    };

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the viewer's day, a valid `<time dateTime>`. */
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Messages (oldest first) as the list shows them: a separator before each day in the viewer's time
 * zone, and each message marked as continuing the one before when the same person sent both
 * within TALK_GROUP_GAP_SECONDS, as chat tools group a run of messages under one name.
 */
export function talkTimeline(messages: readonly TalkMessage[]): TalkTimelineEntry[] {
  const entries: TalkTimelineEntry[] = [];
  let previous: TalkMessage | null = null;
  let lastDay = '';
  for (const message of messages) {
    const date = new Date(message.createdAt * 1000);
    const day = dayKey(date);
    const newDay = day !== lastDay;
    if (newDay) entries.push({ kind: 'day', key: day, date });
    lastDay = day;
    const continued =
      !newDay &&
      previous !== null &&
      previous.contact.userId === message.contact.userId &&
      message.createdAt - previous.createdAt <= TALK_GROUP_GAP_SECONDS;
    entries.push({ kind: 'message', message, continued });
    previous = message;
  }
  return entries;
}

/**
 * A day separator's text: 「11月26日(木)」 in Japanese, "Thu, 26 Nov" in English; the year is added
 * for a day of another year than `now`'s.
 */
export function formatTalkDay(date: Date, language: string, now: Date = new Date()): string {
  const withYear = date.getFullYear() !== now.getFullYear();
  if (language.split('-')[0] === 'ja') {
    const day = new Intl.DateTimeFormat('ja-JP', {
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    return day.format(date);
  }
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', options).format(date);
  const text = `${part({ weekday: 'short' })}, ${part({ day: 'numeric' })} ${part({ month: 'short' })}`;
  return withYear ? `${text} ${date.getFullYear()}` : text;
}
