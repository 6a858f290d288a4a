import type { FieldError } from '@kizuna/api-client/contract';

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

/** HTTP status of a failed call; 0 when no response arrived. */
export function statusOf(error: unknown): number {
  const fields = record(error);
  const status = fields?.statusCode ?? fields?.status;
  return typeof status === 'number' ? status : 0;
}

/** The server refused the caller's network (error-code header `IP_ADDRESS_REJECTED`). */
export function isAddressRejected(error: unknown): boolean {
  return record(error)?.addressRejected === true;
}

/** The error code of a failed call's answer body (`code`), when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = record(record(error)?.data)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field errors of a 400 answer, in the shape of the contract's error body. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const list = record(record(error)?.data)?.fieldErrors;
  return Array.isArray(list) ? (list as FieldError[]) : [];
}

/** The pixel limit of an `imagePixels` field error in whole megapixels (the server's is 50). */
export function megapixelsOf(maxPixels: string | number | undefined): number {
  const pixels = Number(maxPixels);
  return Number.isFinite(pixels) && pixels > 0 ? Math.floor(pixels / 1_000_000) : 50;
}
