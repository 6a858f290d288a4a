export * from './createCookieJar';
export * from './createClient';
export * from './createKizunaClient';
export * from './createLazyKizunaClient';
export * from './KizunaHttpError';
export * from './Result';
