export {
  decodeTextFile,
  headerKey,
  readDelimited,
  readImportFile,
  type DelimitedRecord,
  type ImportFileLine,
  type ImportFileProblem,
} from './csvFile.js';
export { delimitedFile } from '../contactImport/index.js';
