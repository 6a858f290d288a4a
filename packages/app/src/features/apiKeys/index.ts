/** What other features use of apiKeys: import it from here, never from the files inside. */
export { ApiKeysPage, API_KEY_HOLDER } from './ApiKeysPage';
export { ApiServicesPage } from './ApiServicesPage';
