export { decodeTextFile, delimitedFile, headerKey, readDelimited, type DelimitedRecord } from './csvFile.js';
