/**
 * Safety-check messages of the events socket (`CALL_EVENTS_PATH`), sent to the open sockets of the
 * people who follow a check's results (ADMIN_ANPI, company-level permission, a division manager
 * for the people of their divisions) when someone answers or an answer is entered or corrected.
 * They carry ids only: the browser asks `/anpi/checks/{id}/results` and `/people` again.
 */
export type AnpiEventsMessage = {
  readonly type: 'anpiAnswered';
  readonly checkId: number;
  readonly userIds: readonly number[];
};
