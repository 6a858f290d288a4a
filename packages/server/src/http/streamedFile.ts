/**
 * A file answer whose bytes are written while they are sent: `stream()` opens the writer, which
 * reads its rows in batches as the client takes the bytes (or a stored file piece by piece), so a
 * download of any length holds neither the whole file nor all its rows in memory. An export's
 * length is not known before its end: the answer then carries no Content-Length and goes out
 * chunked; a stored file's is (`byteSize`). A `File` still, so a handler answers it where the
 * contract says `FileResponseSchema`; `size` reads 0, the answer reads `byteSize`.
 */
export class StreamedFile extends File {
  readonly #open: () => ReadableStream<Uint8Array<ArrayBuffer>>;
  /** The length in bytes when known before the first byte is written. */
  readonly byteSize: number | undefined;

  constructor(
    name: string,
    type: string,
    open: () => ReadableStream<Uint8Array<ArrayBuffer>>,
    options: { byteSize?: number } = {},
  ) {
    super([], name, { type });
    this.#open = open;
    this.byteSize = options.byteSize;
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#open();
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Response(this.stream()).arrayBuffer();
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  override async text(): Promise<string> {
    return new Response(this.stream()).text();
  }
}

/**
 * The rows of a query read in batches of `batchSize`: `load` answers the batch after the last row
 * of the one before (undefined for the first), each its own statement with the tenant's filter,
 * so no transaction or connection is held between two batches while the client reads.
 */
export async function* inBatches<R>(
  load: (after: R | undefined, limit: number) => Promise<readonly R[]>,
  batchSize = 1000,
): AsyncGenerator<R> {
  let after: R | undefined;
  for (;;) {
    const rows = await load(after, batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
  }
}
