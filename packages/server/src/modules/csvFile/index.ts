export {
  decodeTextFile,
  delimitedFile,
  headerKey,
  readDelimited,
  readImportFile,
  type DelimitedRecord,
  type ImportFileLine,
  type ImportFileProblem,
} from './csvFile.js';
