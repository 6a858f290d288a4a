export { useCallStore } from './callStore';
