export { AuthCardPage, type AuthCardPageProps } from './AuthCardPage';
export { TENANT_CODE_STORAGE_KEY } from './signIn';
