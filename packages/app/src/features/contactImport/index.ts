/** What other features use of contactImport: import it from here, never from the files inside. */
export { ImportExportActions } from './ImportExportActions';
