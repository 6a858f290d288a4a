import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { PLACE_LIMITS } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import { secretKeyFor } from '../../secretBox.js';

/**
 * What an open map knew at one answer: the position sequence number read before that answer's
 * positions, when it was given, and the people it showed (null: too many to carry, so the next
 * refresh answers the whole floor).
 */
export interface FloorCursor {
  readonly seq: bigint;
  readonly issuedAt: Date;
  readonly shown: readonly number[] | null;
}

/**
 * The cursors of the floor maps' change feed. A cursor is sealed (AES-256-GCM, bound to the tenant
 * and the floor), so it can be neither read nor made up: the feed's removals name only people the
 * holder's own answer showed, and no number can be stepped through. Nothing is stored.
 */
export interface FloorCursors {
  seal(tenantId: number, floorId: number, cursor: FloorCursor): string;
  /** The cursor, or null when it is not one of this floor's, or too old (the floor is sent whole). */
  open(tenantId: number, floorId: number, text: string, now: Date): FloorCursor | null;
}

/** How long a cursor answers with changes; an older one (a map paused for long) gets the whole floor. */
export const FLOOR_CURSOR_MAX_AGE_MS = 5 * 60_000;

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** version, issued at (ms), seq, whether the people follow. */
const HEADER_BYTES = 1 + 8 + 8 + 1;
const PEOPLE_BYTES_MAX =
  Math.floor((PLACE_LIMITS.floorCursorMax * 3) / 4) - IV_BYTES - TAG_BYTES - HEADER_BYTES;

/** Sorted ids as varint gaps: a floor of people with near ids costs about a byte each. */
function encodeIds(ids: readonly number[]): Buffer | null {
  const bytes: number[] = [];
  let previous = 0;
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    let gap = id - previous;
    previous = id;
    while (gap >= 0x80) {
      bytes.push((gap % 0x80) | 0x80);
      gap = Math.floor(gap / 0x80);
    }
    bytes.push(gap);
    if (bytes.length > PEOPLE_BYTES_MAX) return null;
  }
  return Buffer.from(bytes);
}

function decodeIds(bytes: Buffer): number[] | null {
  const ids: number[] = [];
  let previous = 0;
  let gap = 0;
  let scale = 1;
  for (const byte of bytes) {
    gap += (byte & 0x7f) * scale;
    if (byte & 0x80) {
      scale *= 0x80;
      if (scale > 2 ** 49) return null;
      continue;
    }
    previous += gap;
    ids.push(previous);
    gap = 0;
    scale = 1;
  }
  return scale === 1 ? ids : null;
}

export function createFloorCursors(secretKey: Buffer): FloorCursors {
  // A key of its own, so a cursor can never stand for anything else made with the secret key.
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'kizuna floor cursor', 32));
  const boundTo = (tenantId: number, floorId: number) => Buffer.from(`${tenantId}:${floorId}`);
  return {
    seal(tenantId, floorId, cursor) {
      const people = cursor.shown === null ? null : encodeIds(cursor.shown);
      const header = Buffer.alloc(HEADER_BYTES);
      header.writeUInt8(VERSION, 0);
      header.writeBigUInt64BE(BigInt(cursor.issuedAt.getTime()), 1);
      header.writeBigUInt64BE(cursor.seq, 9);
      header.writeUInt8(people === null ? 0 : 1, 17);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(boundTo(tenantId, floorId));
      const body = Buffer.concat([
        cipher.update(header),
        cipher.update(people ?? Buffer.alloc(0)),
        cipher.final(),
      ]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(tenantId, floorId, text, now) {
      const sealed = Buffer.from(text, 'base64url');
      if (sealed.length < IV_BYTES + TAG_BYTES + HEADER_BYTES) return null;
      let plain: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
        decipher.setAAD(boundTo(tenantId, floorId));
        decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        return null;
      }
      if (plain.readUInt8(0) !== VERSION) return null;
      const issuedAt = new Date(Number(plain.readBigUInt64BE(1)));
      const age = now.getTime() - issuedAt.getTime();
      // A cursor from the future is as unknown as a foreign one (a clock moved back).
      if (age > FLOOR_CURSOR_MAX_AGE_MS || age < -FLOOR_CURSOR_MAX_AGE_MS) return null;
      const shown = plain.readUInt8(17) === 1 ? decodeIds(plain.subarray(HEADER_BYTES)) : null;
      return { seq: plain.readBigUInt64BE(9), issuedAt, shown };
    },
  };
}

const cursorsByConfig = new WeakMap<object, FloorCursors>();

/** The floor cursors of a server configuration (its secret key): every node agrees on them. */
export function floorCursorsFor(config: ServerConfig): FloorCursors {
  let cursors = cursorsByConfig.get(config);
  if (!cursors) {
    cursors = createFloorCursors(secretKeyFor(config));
    cursorsByConfig.set(config, cursors);
  }
  return cursors;
}
