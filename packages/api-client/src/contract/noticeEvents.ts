/**
 * Notice messages of the events socket (`CALL_EVENTS_PATH`), sent to every open socket of the
 * tenant when an administrator creates, changes or deletes a notice, and (with no ids) when a safety
 * check starts or closes. They carry ids only: the browser asks `/information`, `/anpi/myChecks`
 * and `/notificationBadge` again for what it shows.
 */
export type NoticeEventsMessage = {
  readonly type: 'noticesChanged';
  readonly informationIds: readonly number[];
};
