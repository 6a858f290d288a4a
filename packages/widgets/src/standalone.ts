// One-script-tag bundle: registers the elements and exposes the API as `window.KizunaWidgets`.
export * from './elements/index';
