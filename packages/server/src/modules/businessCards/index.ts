export { BUSINESS_CARDS_CROSS_TENANT_CASES } from './businessCardsCrossTenantCases.js';
export { BusinessCardsError, type BusinessCardsErrorCode } from './BusinessCardsError.js';
export { businessCardDetailFields, businessCardsHandlers } from './businessCardsHandlers.js';
export type { BusinessCardTables } from './businessCardTables.js';
export { ocrWorkerFor } from './OcrWorker.js';
export { registerBizcardImageRoutes } from './registerBizcardImageRoutes.js';
export { prepareBizcard } from './bizcardImageContent.js';
export { replaceCardImage } from './businessCardsStore.js';
