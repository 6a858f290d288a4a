import type { Notice } from '@kizuna/api-client/contract';

/** Orders notices newest first by the time they were published. */
export function latestFirst(a: Notice, b: Notice): number {
  return b.startDatetime.localeCompare(a.startDatetime);
}
