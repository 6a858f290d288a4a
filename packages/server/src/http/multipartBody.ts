import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { LIMITS } from '@kizuna/api-client/contract';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { Db } from '../db/createDatabase.js';
import { fileStorage, type StoredFileWriter } from '../db/storedFiles.js';
import { RequestError } from './KizunaError.js';

/**
 * A text part's bytes: far above what the request guard lets through (10,000 code points), so a
 * longer one is refused for its length as it would be whole.
 */
const FIELD_MAX_BYTES = 256 * 1024;
/** Parts of one body: more than any form of Kizuna sends (a contact import takes 20 files). */
const PARTS_MAX = 200;

/** Where a request's file parts are stored as they arrive. */
export interface MultipartTarget {
  readonly db: Db;
  /** The caller's tenant; without one (no endpoint takes files so) the parts are kept in memory. */
  readonly tenantId: number | null;
}

/** A file part kept in the file storage; its owner row may take it as it is (`storedFile`). */
export class StoredUpload extends File {
  readonly #size: number;
  readonly #db: Db;
  readonly storedFile: { readonly tenantId: number; readonly fileId: number };

  constructor(name: string, type: string, size: number, db: Db, tenantId: number, fileId: number) {
    super([], name, { type });
    this.#size = size;
    this.#db = db;
    this.storedFile = { tenantId, fileId };
  }

  override get size(): number {
    return this.#size;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    const { tenantId, fileId } = this.storedFile;
    const bytes = await fileStorage(this.#db).read(tenantId, fileId);
    if (!bytes) throw new Error(`the upload ${fileId} is no longer stored`);
    // A small file may share its memory with others: its own copy then.
    return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? new Uint8Array(bytes.buffer as ArrayBuffer)
      : new Uint8Array(bytes);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer;
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      start: async (controller) => {
        controller.enqueue(await this.bytes());
        controller.close();
      },
    });
  }

  override slice(): Blob {
    throw new Error('a stored upload is read whole');
  }
}

/**
 * A file part over the size limit: its name, type and size, so the endpoint refuses it as it
 * refuses any file too large; its bytes were never kept.
 */
export class OversizedUpload extends File {
  readonly #size: number;
  readonly #field: string;

  constructor(name: string, type: string, size: number, field: string) {
    super([], name, { type });
    this.#size = size;
    this.#field = field;
  }

  override get size(): number {
    return this.#size;
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.reject(
      new RequestError('PAYLOAD_TOO_LARGE', `the file exceeds ${LIMITS.multipartMaxFileSize} bytes`, {
        fieldErrors: [
          { path: `body.${this.#field}`, key: 'maxFileSize', values: { max: LIMITS.multipartMaxFileSize } },
        ],
      }),
    );
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer;
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }
}

/** The stored uploads of each request still in progress, removed when it ends unless owned. */
const uploadsOf = new WeakMap<Context, StoredFileWriter[]>();

/** Removes the request's stored uploads that no row came to own (called when it is answered). */
export async function releaseUploads(c: Context): Promise<void> {
  const writers = uploadsOf.get(c);
  if (!writers) return;
  uploadsOf.delete(c);
  await Promise.all(writers.map((writer) => writer.discard().catch(() => undefined)));
}

function malformed(cause: unknown): RequestError {
  return new RequestError('VALIDATION_FAILED', 'the multipart body cannot be read', {
    fieldErrors: [{ path: 'body', key: 'invalid' }],
    cause,
  });
}

/**
 * The parts of a multipart body, read as the body arrives (busboy): text parts as strings, each
 * file part stored piece by piece in the file storage while it comes (a `StoredUpload`), so
 * neither the body nor a file is ever held whole. A file over the multipart maximum is counted
 * but not kept (an `OversizedUpload`). A name given twice, or ending in `[]`, gives a list. A body
 * that is not multipart reads as no body, so the schema names the fields; one that cannot be read
 * is refused with 400 naming the body, storing nothing.
 */
export async function readMultipartBody(c: Context, target: MultipartTarget): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const body = c.req.raw.body;
  if (!body) throw malformed(new Error('no body'));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // File names as browsers send them: UTF-8, with any folder they carry.
      defParamCharset: 'utf8',
      preservePath: true,
      limits: { fieldSize: FIELD_MAX_BYTES, parts: PARTS_MAX },
    });
  } catch (error) {
    throw malformed(error);
  }

  const values = new Map<string, unknown>();
  const add = (name: string, value: unknown) => {
    const before = values.get(name);
    if (before === undefined) values.set(name, name.endsWith('[]') ? [value] : value);
    else if (Array.isArray(before)) before.push(value);
    else values.set(name, [before, value]);
  };
  const writers: StoredFileWriter[] = [];
  uploadsOf.set(c, writers);
  const parts: Promise<void>[] = [];
  let refusal: unknown = null;
  const fail = (error: unknown) => {
    refusal ??= error;
    parser.destroy(error instanceof Error ? error : new Error(String(error)));
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(malformed(new Error(`the part ${name} is too long`)));
    else add(name, value);
  });
  parser.on('file', (name, stream, info) => {
    // Stored in the order the parts came, whatever order their storage ends in.
    const slot = Symbol(name);
    add(name, slot);
    const stored = storePart(stream, info, target, writers, name).then(
      (file) => {
        const value = values.get(name);
        if (Array.isArray(value)) value[value.indexOf(slot)] = file;
        else values.set(name, file);
      },
      (error: unknown) => {
        // The part cut short is the body's fault; the storage failing is the server's.
        fail(error instanceof RequestError || !stream.errored ? error : malformed(error));
        stream.resume();
      },
    );
    parts.push(stored);
  });
  parser.on('partsLimit', () => fail(malformed(new Error(`more than ${PARTS_MAX} parts`))));

  // The bytes last given to the parser, to name the part whose header it finds malformed.
  const window = recentBytes(contentType);
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream), window.tap, parser);
    await Promise.all(parts);
    if (refusal) throw refusal;
  } catch (error) {
    await Promise.allSettled(parts);
    await releaseUploads(c);
    if (refusal) throw refusal;
    if (error instanceof RequestError) throw error;
    const field =
      error instanceof Error && error.message === 'Malformed part header' ? window.partName() : null;
    if (field === null) throw malformed(error);
    // Text the header cannot hold (a NUL in a file name): the field named, as its value would be.
    const before = values.get(field);
    const index = field.endsWith('[]') ? `.${Array.isArray(before) ? before.length : 0}` : '';
    throw new RequestError('VALIDATION_FAILED', `the part ${field} has a malformed header`, {
      fieldErrors: [{ path: `body.${field}${index}`, key: 'invalid' }],
      cause: error,
    });
  }
  return Object.fromEntries(values);
}

/** Longer than any part header busboy reads (16 KiB) with its boundary. */
const WINDOW_BYTES = 17 * 1024;

/**
 * A pass-through that keeps the last bytes it passed on; `partName` reads the field name from the
 * last part header among them (the one the parser stopped in).
 */
function recentBytes(contentType: string): { tap: Transform; partName: () => string | null } {
  let previous: Buffer = Buffer.alloc(0);
  let last: Buffer = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // The window's bytes before `last`: copied only when chunks are smaller than the window.
      previous =
        last.length >= WINDOW_BYTES
          ? last.subarray(last.length - WINDOW_BYTES)
          : Buffer.concat([previous, last]).subarray(-WINDOW_BYTES);
      last = chunk;
      done(null, chunk);
    },
  });
  const partName = () => {
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
    const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}\r\n`;
    const text = Buffer.concat([previous, last]).toString('latin1');
    const start = text.lastIndexOf(delimiter);
    if (start < 0) return null;
    const header = text.slice(start + delimiter.length).split('\r\n\r\n')[0]!;
    const name = /^content-disposition:[^\r\n]*?;\s*name="([^"]*)"/im.exec(header)?.[1];
    return name === undefined ? null : Buffer.from(name, 'latin1').toString('utf8');
  };
  return { tap, partName };
}

/** One file part: stored piece by piece, or counted only once it is over the maximum. */
async function storePart(
  stream: Readable,
  info: busboy.FileInfo,
  target: MultipartTarget,
  writers: StoredFileWriter[],
  field: string,
): Promise<unknown> {
  const max = LIMITS.multipartMaxFileSize;
  if (info.filename === undefined) {
    // A part with no file name is text, as a browser reads it (busboy takes octet-stream as a file).
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > FIELD_MAX_BYTES) throw malformed(new Error(`the part ${field} is too long`));
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  const name = info.filename;
  const type = info.mimeType;
  let size = 0;
  if (target.tenantId === null) {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size <= max) chunks.push(new Uint8Array(chunk as Buffer));
    }
    return size > max ? new OversizedUpload(name, type, size, field) : new File(chunks, name, { type });
  }
  const writer = await fileStorage(target.db).create(target.tenantId);
  writers.push(writer);
  let storing = true;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (storing && size > max) {
      storing = false;
      await writer.discard();
    }
    if (storing) await writer.write(chunk as Buffer);
  }
  if (!storing) return new OversizedUpload(name, type, size, field);
  await writer.finish();
  return new StoredUpload(name, type, size, target.db, target.tenantId, writer.fileId);
}

/**
 * The size limit of a multipart body, kept while it streams: a declared length over the limit is
 * refused at once (413); a body sent without one is counted as it is read and fails with 413 at
 * the first byte past the limit. Nothing is buffered (unlike `bodyLimit`, which reads such a body
 * whole before the route).
 */
export async function limitStreamedBody(
  c: Context,
  next: () => Promise<void>,
  maxSize: number,
): Promise<void> {
  const tooLarge = () => new RequestError('PAYLOAD_TOO_LARGE', `the body exceeds ${maxSize} bytes`);
  const body = c.req.raw.body;
  if (!body) return next();
  const length = c.req.raw.headers.get('content-length');
  if (length !== null && !c.req.raw.headers.has('transfer-encoding')) {
    if (Number.parseInt(length, 10) > maxSize) throw tooLarge();
    return next();
  }
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxSize) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
  return next();
}

/**
 * The stored file of an upload whose bytes are kept as they came (a talk file): its id for the
 * owner row, instead of storing the same bytes again. Null for anything else.
 */
export function storedUploadId(file: Blob, tenantId: number): number | null {
  return file instanceof StoredUpload && file.storedFile.tenantId === tenantId
    ? file.storedFile.fileId
    : null;
}
