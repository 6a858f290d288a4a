export * from './DirectorySearchCriteria.js';
export * from './expandDivisions.js';
export * from './reindexPeople.js';
export * from './searchDirectory.js';
export { matchesFreeWord, type PersonNames } from './personSearchKeys.js';
