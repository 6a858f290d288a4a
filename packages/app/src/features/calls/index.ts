export { useCallStore } from './callStore';
export { useClickToCall } from './ClickToCall';
export type { CallTarget } from './ClickToCall';
