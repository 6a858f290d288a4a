export * from './normalizeForSearch';
export * from './normalizeRomaji';
export * from './variantKanji';
export * from './findSearchMatches';
