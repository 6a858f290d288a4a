import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from './createDatabase.js';

/**
 * The bytes of one statement. A piece this size costs the embedded database about 10 ms to write
 * or read (through base64, which PostgreSQL decodes and encodes in C; a bytea parameter is
 * escaped byte by byte in JavaScript and took 30 s for 30 MB), so other statements never wait
 * longer than that behind a file, however large.
 */
export const STORED_FILE_CHUNK_BYTES = 256 * 1024;

/*
 * Between two pieces the storage waits for the event loop's next turn (`nextTurn`): a database in
 * this thread (PGlite without a worker, as the tests run it) answers through promises alone, and
 * 120 pieces in a row would otherwise hold every other request's timers and sockets for seconds.
 */

/** A file unowned this long was an upload whose row was never written (see removeUnownedFiles). */
const UNOWNED_GRACE_MS = 60 * 60 * 1000;

/**
 * The file storage every module keeps uploaded bytes in (migration 0038): in the database on both
 * engines, so a backup and every node have them, written and read piece by piece, each piece its
 * own statement outside any transaction. An owner row names the file in a column with a
 * `stored_file_owner` trigger: writing the row makes the file owned, deleting the row (or naming
 * another file) removes it in the same transaction.
 */
export interface FileStorage {
  /**
   * Stores the bytes and answers the file's id, for the owner row written next. Given the server's
   * `Db` (not a transaction, which would hold its connection throughout: only seeds do that), each
   * piece commits on its own. A file no row comes to own is removed at the next start (or at once
   * with `discard`).
   */
  put(tenantId: number, bytes: Uint8Array): Promise<number>;
  /**
   * A file written as its bytes come (an upload read from the request): each full piece is stored
   * as soon as it is, so no more than one piece is held. Like `put`, the file is the server's
   * until a row owns it.
   */
  create(tenantId: number): Promise<StoredFileWriter>;
  /**
   * The file's bytes, whole; null when the tenant has no such file. For work on the bytes (OCR,
   * export); an answer sends `open()`'s stream instead.
   */
  read(tenantId: number, fileId: number): Promise<Uint8Array | null>;
  /**
   * The file as an answer's body: its size and a stream that reads one piece each time the
   * client takes the one before (nothing is read before the first), so a download holds neither
   * the database nor the memory of the whole file. Null when the tenant has no such file; the
   * stream fails (the answer is cut short) when the file is removed while it is read.
   */
  open(tenantId: number, fileId: number): Promise<StoredFileBody | null>;
  /** Removes a file that no row owns: the write of its owner failed. */
  discard(tenantId: number, fileId: number): Promise<void>;
}

/** A file being stored piece by piece (`FileStorage.create`). */
export interface StoredFileWriter {
  readonly fileId: number;
  /** Bytes written so far. */
  readonly byteSize: number;
  /** Adds bytes; resolves once every full piece among them is stored. */
  write(bytes: Uint8Array): Promise<void>;
  /** Stores the last piece and the file's size; answers the file's id. */
  finish(): Promise<number>;
  /** Removes what was stored (unless a row owns it). */
  discard(): Promise<void>;
}

/** A stored file to answer with (`c.body(file.stream, 200, { 'Content-Length': ... })`). */
export interface StoredFileBody {
  readonly byteSize: number;
  readonly stream: ReadableStream<Uint8Array<ArrayBuffer>>;
}

/** Bytes kept in a row (a thumbnail) as an answer's body, as a stored file's is. */
export function bytesBody(bytes: Uint8Array): StoredFileBody {
  const copy = new Uint8Array(bytes);
  return {
    byteSize: copy.byteLength,
    stream: new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        controller.enqueue(copy);
        controller.close();
      },
    }),
  };
}

export function fileStorage(db: Db): FileStorage {
  return {
    async put(tenantId, bytes) {
      const writer = await createWriter(db, tenantId);
      try {
        await writer.write(bytes);
        return await writer.finish();
      } catch (error) {
        await writer.discard().catch(() => undefined);
        throw error;
      }
    },

    create: (tenantId) => createWriter(db, tenantId),

    async read(tenantId, fileId) {
      const file = await fileSize(db, tenantId, fileId);
      if (!file) return null;
      const bytes = Buffer.allocUnsafe(file.byteSize);
      let filled = 0;
      for (let seq = 0; seq < file.chunkCount; seq += 1) {
        await nextTurn();
        const piece = await readPiece(db, tenantId, fileId, seq);
        if (!piece) return null;
        filled += piece.copy(bytes, filled);
      }
      return filled === bytes.length ? new Uint8Array(bytes.buffer, bytes.byteOffset, filled) : null;
    },

    async open(tenantId, fileId) {
      const file = await fileSize(db, tenantId, fileId);
      if (!file) return null;
      let seq = 0;
      let sent = 0;
      const stream = new ReadableStream<Uint8Array<ArrayBuffer>>(
        {
          async pull(controller) {
            if (seq >= file.chunkCount) {
              controller.close();
              return;
            }
            await nextTurn();
            const piece = await readPiece(db, tenantId, fileId, seq);
            sent += piece?.byteLength ?? 0;
            if (!piece || sent > file.byteSize) {
              controller.error(new Error(`stored file ${fileId} changed while it was read`));
              return;
            }
            seq += 1;
            controller.enqueue(new Uint8Array(piece));
            if (seq === file.chunkCount) controller.close();
          },
        },
        // Nothing is read ahead: one piece at a time, as the client takes them.
        new CountQueuingStrategy({ highWaterMark: 0 }),
      );
      return { byteSize: file.byteSize, stream };
    },

    discard: (tenantId, fileId) => discardFile(db, tenantId, fileId),
  };
}

async function createWriter(db: Db, tenantId: number): Promise<StoredFileWriter> {
  const { rows } = await sql<{ id: number }>`
    insert into stored_files (tenant_id, byte_size, chunk_count)
    values (${tenantId}::bigint, 0, 0)
    returning id
  `.execute(db);
  const fileId = Number(rows[0]!.id);
  let piece = Buffer.allocUnsafe(STORED_FILE_CHUNK_BYTES);
  let filled = 0;
  let seq = 0;
  let byteSize = 0;
  const storePiece = async (bytes: Buffer) => {
    await nextTurn();
    await sql`
      insert into stored_file_chunks (tenant_id, file_id, seq, data)
      values (${tenantId}::bigint, ${fileId}::bigint, ${seq}::integer, decode(${bytes.toString('base64')}::text, 'base64'))
    `.execute(db);
    seq += 1;
  };
  return {
    fileId,
    get byteSize() {
      return byteSize;
    },
    async write(bytes) {
      const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      byteSize += input.byteLength;
      let offset = 0;
      while (offset < input.byteLength) {
        if (filled === 0 && input.byteLength - offset >= STORED_FILE_CHUNK_BYTES) {
          // A whole piece of the input, stored without a copy.
          await storePiece(input.subarray(offset, offset + STORED_FILE_CHUNK_BYTES));
          offset += STORED_FILE_CHUNK_BYTES;
          continue;
        }
        const copied = input.copy(piece, filled, offset);
        filled += copied;
        offset += copied;
        if (filled === STORED_FILE_CHUNK_BYTES) {
          await storePiece(piece);
          piece = Buffer.allocUnsafe(STORED_FILE_CHUNK_BYTES);
          filled = 0;
        }
      }
    },
    async finish() {
      if (filled > 0) await storePiece(piece.subarray(0, filled));
      filled = 0;
      await sql`
        update stored_files set byte_size = ${byteSize}::bigint, chunk_count = ${seq}::integer
        where tenant_id = ${tenantId}::bigint and id = ${fileId}::bigint
      `.execute(db);
      return fileId;
    },
    discard: () => discardFile(db, tenantId, fileId),
  };
}

/**
 * A copy of the file for another owner row (each owner removes its own file): in the database, in
 * one statement per piece. Null when the tenant has no such file.
 */
export async function copyStoredFile(db: Db, tenantId: number, fileId: number): Promise<number | null> {
  const { rows } = await sql<{ id: number; chunk_count: number }>`
    insert into stored_files (tenant_id, byte_size, chunk_count)
    select tenant_id, byte_size, chunk_count from stored_files
    where tenant_id = ${tenantId}::bigint and id = ${fileId}::bigint
    returning id, chunk_count
  `.execute(db);
  const copy = rows[0];
  if (!copy) return null;
  for (let seq = 0; seq < copy.chunk_count; seq += 1) {
    await nextTurn();
    await sql`
      insert into stored_file_chunks (tenant_id, file_id, seq, data)
      select tenant_id, ${copy.id}::bigint, seq, data from stored_file_chunks
      where tenant_id = ${tenantId}::bigint and file_id = ${fileId}::bigint and seq = ${seq}::integer
    `.execute(db);
  }
  return Number(copy.id);
}

async function fileSize(
  db: Db,
  tenantId: number,
  fileId: number,
): Promise<{ byteSize: number; chunkCount: number } | null> {
  const { rows } = await sql<{ byte_size: number | string; chunk_count: number }>`
    select byte_size, chunk_count from stored_files
    where tenant_id = ${tenantId}::bigint and id = ${fileId}::bigint
  `.execute(db);
  const file = rows[0];
  return file ? { byteSize: Number(file.byte_size), chunkCount: Number(file.chunk_count) } : null;
}

/** One piece, through base64 (decoded here in C++, as PostgreSQL encodes it in C). */
async function readPiece(db: Db, tenantId: number, fileId: number, seq: number): Promise<Buffer | null> {
  const { rows } = await sql<{ data: string }>`
    select encode(data, 'base64') as data from stored_file_chunks
    where tenant_id = ${tenantId}::bigint and file_id = ${fileId}::bigint and seq = ${seq}::integer
  `.execute(db);
  const piece = rows[0];
  return piece ? Buffer.from(piece.data, 'base64') : null;
}

async function discardFile(db: Db, tenantId: number, fileId: number): Promise<void> {
  await sql`
    delete from stored_files where tenant_id = ${tenantId}::bigint and id = ${fileId}::bigint and not owned
  `.execute(db);
}

/**
 * Removes files stored more than an hour ago that no row came to own (the server stopped between
 * storing a file and writing its owner, or the owner's write failed): at start, one at a time.
 */
export async function removeUnownedFiles(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNOWNED_GRACE_MS);
  const { rows } = await sql<{ id: number; tenant_id: number }>`
    select id, tenant_id from stored_files where not owned and created_at < ${before}
  `.execute(db);
  for (const row of rows) await discardFile(db, Number(row.tenant_id), Number(row.id));
  return rows.length;
}
