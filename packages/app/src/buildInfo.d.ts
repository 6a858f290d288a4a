/** Id of the running build, injected by `vite.config.ts`. */
declare const __KIZUNA_BUILD_ID__: string;
