import type { OcrFailureCode } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import type { AppDeps } from '../../http/Handler.js';
import { createTesseractOcrEngine } from './createTesseractOcrEngine.js';
import type { OcrAvailability, OcrEngine } from './OcrEngine.js';
import { parseBusinessCardText } from './parseBusinessCardText.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** Longer than a reading can take (the engine stops one after 2 minutes), so a live job is never taken twice. */
const LEASE_MS = 5 * 60_000;
/** Jobs queued by another node, or left by a node that stopped, are looked for this often. */
const SWEEP_MS = 30_000;
/** A job that stopped the server this many times is given up as an engine error. */
const MAX_ATTEMPTS = 3;

export interface OcrWorker {
  readonly engine: OcrEngine;
  /** Looks for queued jobs now (after a send). */
  kick(): void;
  /**
   * At server start: jobs a previous run left RUNNING are queued again when this process owns the
   * database (the embedded one), then the queue is worked and swept every 30 s.
   */
  start(options: { exclusive: boolean }): Promise<void>;
  /** Stops: a reading in progress is cancelled and its job queued again for the next start. */
  close(): Promise<void>;
  /** Resolves when no job is queued or running (tests). */
  idle(): Promise<void>;
}

const NO_ENGINE: OcrEngine = {
  availability: () => Promise.resolve<OcrAvailability>({ available: false, languages: [] }),
  recognize: () => Promise.reject(new Error('no OCR engine is configured')),
};

const workers = new WeakMap<Db, OcrWorker>();

/** The OCR worker of a database: one per process and database, made on first use. */
export function ocrWorkerFor(deps: AppDeps): OcrWorker {
  let worker = workers.get(deps.db);
  if (!worker) {
    const { tesseractPath } = deps.config;
    const engine =
      tesseractPath === null ? NO_ENGINE : createTesseractOcrEngine(tesseractPath ?? 'tesseract');
    worker = createOcrWorker(deps, engine, () => workers.delete(deps.db));
    workers.set(deps.db, worker);
  }
  return worker;
}

function createOcrWorker(deps: AppDeps, engine: OcrEngine, onClose: () => void): OcrWorker {
  const { db, clock } = deps;
  let closed = false;
  let again = false;
  let running: Promise<void> | null = null;
  let sweep: ReturnType<typeof setInterval> | null = null;
  const abort = new AbortController();

  async function claim() {
    const now = clock();
    return db
      .updateTable('bizcard_ocr_jobs')
      .set((eb) => ({
        state: 'RUNNING',
        attempts: eb('attempts', '+', 1),
        lease_until: new Date(now.getTime() + LEASE_MS),
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('bizcard_ocr_jobs')
          .select('id')
          .where((w) =>
            w.or([
              w('state', '=', 'QUEUED'),
              w.and([w('state', '=', 'RUNNING'), w('lease_until', '<', now)]),
            ]),
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async function finish(
    job: { id: number; tenant_id: number; contact_id: number },
    outcome: { text: string } | { failure: OcrFailureCode },
  ) {
    const at = clock();
    const success = 'text' in outcome;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bizcard_ocr_jobs')
        .set({
          state: 'DONE',
          lease_until: null,
          finished_at: at,
          failure_code: success ? null : outcome.failure,
        })
        .where('id', '=', job.id)
        .execute();
      await trx
        .updateTable('external_contacts')
        .set({
          ocr_status: 'CAN_SEND',
          ocr_result: success ? 'SUCCESS' : 'FAILURE',
          ocr_result_text: success ? outcome.text : null,
          ocr_status_updated_at: at,
          bizcard_request_status: success ? 'USED' : 'FAILURE',
        })
        .where('tenant_id', '=', job.tenant_id)
        .where('id', '=', job.contact_id)
        .execute();
    });
  }

  async function work(job: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const ids = { id: Number(job.id), tenant_id: Number(job.tenant_id), contact_id: Number(job.contact_id) };
    if (job.attempts > MAX_ATTEMPTS) return finish(ids, { failure: 'ENGINE_ERROR' });
    const availability = await engine.availability();
    if (!availability.available || !availability.languages.includes(job.ocr_language)) {
      return finish(ids, { failure: 'OCR_UNAVAILABLE' });
    }
    const image = await selectTenantRows(db, 'external_contact_images', ids.tenant_id)
      .select('original_file_id')
      .where('contact_id', '=', ids.contact_id)
      .where('kind', '=', 'BIZCARD')
      .executeTakeFirst();
    const original = image ? await fileStorage(db).read(ids.tenant_id, image.original_file_id) : null;
    if (!original) return finish(ids, { failure: 'BIZCARD_IMAGE_MISSING' });
    let text: string;
    try {
      text = await engine.recognize(original, {
        language: job.ocr_language,
        photoType: job.photo_type,
        trimImage: job.trim_image,
        divideImage: job.divide_image,
        signal: abort.signal,
      });
    } catch (error) {
      if (closed) {
        // Not the card's fault: the next start reads it again.
        await db
          .updateTable('bizcard_ocr_jobs')
          .set((eb) => ({ state: 'QUEUED', lease_until: null, attempts: eb('attempts', '-', 1) }))
          .where('id', '=', ids.id)
          .execute();
        return;
      }
      console.error(`business-card OCR of contact ${ids.contact_id} failed:`, error);
      return finish(ids, { failure: 'ENGINE_ERROR' });
    }
    const proposal = parseBusinessCardText(text);
    if (text.trim() === '' || proposal.length === 0) return finish(ids, { failure: 'NO_TEXT' });
    return finish(ids, { text });
  }

  async function loop() {
    do {
      again = false;
      for (let job = await claim(); job && !closed; job = closed ? undefined : await claim()) {
        await work(job);
      }
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((error: unknown) => {
        if (!closed) console.error('business-card OCR worker stopped:', error);
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    engine,
    kick,
    async start({ exclusive }) {
      if (exclusive) {
        await db
          .updateTable('bizcard_ocr_jobs')
          .set({ state: 'QUEUED', lease_until: null })
          .where('state', '=', 'RUNNING')
          .execute();
      }
      sweep ??= setInterval(kick, SWEEP_MS);
      sweep.unref();
      kick();
    },
    async close() {
      closed = true;
      onClose();
      if (sweep) clearInterval(sweep);
      abort.abort();
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
