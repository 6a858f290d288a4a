export { PresenceIndicator } from './PresenceIndicator';
export type { PresenceIndicatorProps, PresenceKind } from './PresenceIndicator';
