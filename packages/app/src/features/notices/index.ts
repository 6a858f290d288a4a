/** What other features use of notices: import it from here, never from the files inside. */
export { latestFirst } from './latestFirst';
export { NoticeList } from './NoticeList';
export type { NoticeListProps } from './NoticeList';
export { NotificationBadgePollEffect } from './NotificationBadgePollEffect';
export { useNotices } from './useNotices';
export type { UseNoticesResult } from './useNotices';
