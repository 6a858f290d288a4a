/** What other features use of businessCards: import it from here, never from the files inside. */
export { BusinessCardPanel } from './BusinessCardPanel';
