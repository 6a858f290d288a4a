import { KizunaError } from '../../http/KizunaError.js';

export type InformationErrorCode = 'NOTICE_NOT_FOUND';

export class InformationError extends KizunaError<InformationErrorCode> {}
