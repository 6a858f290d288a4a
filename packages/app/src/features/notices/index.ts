/** What other features use of notices: import it from here, never from the files inside. */
export { AnpiCheckNotices } from './AnpiCheckNotices';
export type { AnpiCheckNoticesProps } from './AnpiCheckNotices';
export { latestFirst } from './latestFirst';
export { MustReadBanner } from './MustReadBanner';
export { NoticeItem, NoticeList } from './NoticeList';
export { NoticesPage } from './NoticesPage';
export type { NoticeItemProps, NoticeListProps } from './NoticeList';
export { NoticesEventsEffect } from './NoticesEventsEffect';
export { NotificationBadgePollEffect } from './NotificationBadgePollEffect';
export { useNoticesVersionStore } from './noticesVersionStore';
export { useNotices } from './useNotices';
export { useOpenAnpiChecks } from './useOpenAnpiChecks';
export type { UseOpenAnpiChecksResult } from './useOpenAnpiChecks';
export type { UseNoticesResult } from './useNotices';
