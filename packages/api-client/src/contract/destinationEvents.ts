/**
 * Destination messages of the events socket (`CALL_EVENTS_PATH`), sent to every open socket of
 * the tenant when someone's destination changes. They carry ids only: the browser asks
 * `/userDest/status` (or its own `/userDest`) again for what it shows.
 */
export type DestinationEventsMessage = {
  readonly type: 'destinationsChanged';
  readonly userIds: readonly number[];
};
