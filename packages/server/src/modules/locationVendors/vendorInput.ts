import type { FieldError } from '@kizuna/api-client/contract';
import type { LocatedDevice } from '../location/index.js';

/** 001 §5: six pairs of hex digits joined by colons (the sink keeps them lower-case). */
const MAC = /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/i;
/** 001 §5: up to 64 letters, digits or colons. */
const BLE_ID = /^[0-9a-z:]{1,64}$/i;
/** A vendor's floor id as Kizuna keeps it. */
const MAX_FLOOR_ID_LENGTH = 200;

/** Collects what is wrong with a vendor's body, by the dotted path of each field. */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(path: string, key: string): void {
    // A body with ten thousand bad rows says enough with its first fifty.
    if (this.list.length < 50) this.list.push({ path, key });
  }

  get any(): boolean {
    return this.list.length > 0;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function macDevice(value: unknown): LocatedDevice | null {
  return typeof value === 'string' && MAC.test(value) ? { kind: 'MAC', mac: value.toLowerCase() } : null;
}

export function bleDevice(value: unknown): LocatedDevice | null {
  return typeof value === 'string' && BLE_ID.test(value) ? { kind: 'BLE', tagId: value.toLowerCase() } : null;
}

/** A coordinate of a floor: a finite number from the top-left corner, so never negative. */
export function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e7;
}

/** A vendor's floor id: text or a number, as text. */
export function floorIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  return trimmed !== '' && trimmed.length <= MAX_FLOOR_ID_LENGTH && !/[\u0000-\u001f]/.test(trimmed)
    ? trimmed
    : null;
}

/** An ISO 8601 time with its offset (`Z`, `+09:00` or CMX's `+0900`); milliseconds since 1970 too. */
export function timeOf(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return new Date(value);
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)
  )
    return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
