export * from './createOpenApiDocument';
