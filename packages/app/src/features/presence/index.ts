/** What other features use of presence: import it from here, never from the files inside. */
export { MyPresenceMenu } from './MyPresenceMenu';
export { MyPresenceSelect } from './MyPresenceSelect';
export { PresenceIndicator } from './PresenceIndicator';
export { PresenceSources } from './PresenceSources';
export { ScheduleList } from './ScheduleList';
export { useM365Configured } from './useM365Configured';
