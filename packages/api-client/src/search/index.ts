export * from './normalizeForSearch';
