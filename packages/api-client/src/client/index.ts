export * from './createCookieJar';
export * from './createKizunaClient';
export * from './KizunaHttpError';
export * from './Result';
