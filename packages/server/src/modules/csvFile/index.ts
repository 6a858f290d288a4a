export {
  decodeTextFile,
  headerKey,
  readDelimited,
  readImportFile,
  type DelimitedRecord,
  type ImportFileLine,
  type ImportFileProblem,
} from './csvFile.js';
export { delimitedFile, type ExportRows } from '../contactImport/index.js';
