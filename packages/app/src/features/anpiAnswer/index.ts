/** What other parts of the app use of anpiAnswer: import it from here, never from the files inside. */
export { AnpiLinkAnswerPage } from './AnpiLinkAnswerPage';
export { AnpiResultsPage } from './AnpiResultsPage';
export { MyAnpiPage } from './MyAnpiPage';
export { OpenAnpiBanner } from './OpenAnpiBanner';
