import type { AdminNotice } from '@kizuna/api-client/contract';

export type NoticeStatus = 'shown' | 'scheduled' | 'ended' | 'hidden';

/** Whether people see the notice now, will later, did, or not at all (display off). */
export function noticeStatus(notice: AdminNotice, now: Date = new Date()): NoticeStatus {
  if (!notice.enabled) return 'hidden';
  if (Date.parse(notice.startDatetime) > now.getTime()) return 'scheduled';
  if (notice.endDatetime !== null && Date.parse(notice.endDatetime) <= now.getTime()) return 'ended';
  return 'shown';
}
