export { serveWidgets } from './serveWidgets.js';
