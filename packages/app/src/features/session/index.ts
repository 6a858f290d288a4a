/** What other features use of session: import it from here, never from the files inside. */
export {
  selectAnpiPending,
  selectTalkUnread,
  selectThanksUnseen,
  selectUnread,
  useBadgeStore,
} from './badgeStore';
export { listenToEvents } from './eventsSocket';
export { PrincipalReloadEffect } from './PrincipalReloadEffect';
export type { EventsListener } from './eventsSocket';
export {
  capabilityContextOfPrincipal,
  selectPrincipal,
  selectPrincipalStaleSince,
  selectSessionExpired,
  usePrincipalStore,
} from './principalStore';
export type { Principal } from './principalStore';
export { APP_BASENAME, SIGNED_IN_ROUTE_ID } from './shellLoaders';
export type { PageRequirements, ShellLoaders } from './shellLoaders';
