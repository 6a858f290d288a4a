import { createHash } from 'node:crypto';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { inBatches, StreamedFile } from '../../http/streamedFile.js';
import { delimitedFile, folderTsvRows, type ExportRows } from '../contactImport/index.js';
import { divisionCsvRows, listAdminDivisions } from '../divisionAdmin/index.js';
import type { TenantExportRecord } from '../tenants/index.js';
import { exportedUsers, userCsvRows } from '../userAdmin/index.js';

/** What the archive's `manifest.json` says: whose data, when, and how many rows each file holds. */
export interface TenantExportManifest {
  readonly format: 'kizuna-tenant-export';
  readonly version: 1;
  readonly tenant: { readonly id: number; readonly code: string; readonly name: string };
  readonly exportedAt: string;
  /** Data lines (the header aside) of each CSV/TSV, images under `faces/`, entries of `settings.json`. */
  readonly counts: Readonly<Record<string, number>>;
}

/** The finished archive: its manifest, its length and its SHA-256 (for the audit log). */
export interface TenantExportResult {
  readonly manifest: TenantExportManifest;
  readonly bytes: number;
  readonly sha256: string;
}

type Cells = readonly (string | number)[];

/** Rows read per statement. */
const BATCH = 1000;

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The archive's name: `kizuna-<tenant>-<YYYYMMDD>.zip`. */
export function tenantExportName(code: string, at: Date): string {
  return `kizuna-${code}-${at.toISOString().slice(0, 10).replace(/-/g, '')}.zip`;
}

/**
 * Writes the archive as the reader takes it: one entry at a time, each written from rows read a
 * batch at a time, and a chunk handed on only when the reader has room (the stream's
 * backpressure), so neither the archive nor a whole table is ever held in memory.
 */
function zipStream(
  write: (archive: ArchiveWriter) => Promise<void>,
  onEnd: (bytes: number, sha256: string) => Promise<void>,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let controller!: ReadableStreamDefaultController<Uint8Array<ArrayBuffer>>;
  let wake: (() => void) | null = null;
  let cancelled = false;
  let failed = false;
  let bytes = 0;
  const hash = createHash('sha256');
  let ended: (() => void) | null = null;
  const zipEnded = new Promise<void>((resolve) => (ended = resolve));
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = true;
      controller.error(error);
      return;
    }
    bytes += chunk.byteLength;
    hash.update(chunk);
    if (!cancelled) controller.enqueue(chunk);
    if (final) ended?.();
  });
  const room = async () => {
    while (!cancelled && (controller.desiredSize ?? 0) <= 0) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (cancelled) throw new Error('the reader went away');
  };
  const archive = new ArchiveWriter(zip, room);
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      start(c) {
        controller = c;
        void (async () => {
          try {
            await write(archive);
            zip.end();
            await zipEnded;
            await onEnd(bytes, hash.digest('hex'));
            if (!failed) controller.close();
          } catch (error) {
            zip.terminate();
            if (!cancelled && !failed) controller.error(error);
          }
        })();
      },
      pull() {
        wake?.();
        wake = null;
      },
      cancel() {
        cancelled = true;
        wake?.();
        wake = null;
      },
    },
    // A few chunks ahead of the reader: each is at most a batch's text, compressed.
    { highWaterMark: 4 },
  );
}

/** Adds the entries of the archive, one after the other. */
class ArchiveWriter {
  readonly counts: Record<string, number> = {};

  constructor(
    private readonly zip: Zip,
    private readonly room: () => Promise<void>,
  ) {}

  /** An entry from a stream of bytes: deflated, or stored as it is (images are compressed already). */
  async entry(name: string, body: ReadableStream<Uint8Array>, compress = true): Promise<void> {
    const file: ZipDeflate | ZipPassThrough = compress
      ? new ZipDeflate(name, { level: 6 })
      : new ZipPassThrough(name);
    this.zip.add(file);
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      file.push(value, false);
      await this.room();
    }
    file.push(new Uint8Array(0), true);
    await this.room();
  }

  /**
   * Rows of cells (a header first) as a CSV or TSV in the format of the tenant's own exports:
   * quoted cells, CRLF, UTF-8 with BOM. Counts the data lines.
   */
  async table(name: string, rows: ExportRows<Cells>, delimiter: ',' | '\t' = ','): Promise<void> {
    const counts = this.counts;
    counts[name] = 0;
    const counted = (async function* () {
      let header = true;
      for await (const row of rows) {
        if (header) header = false;
        else counts[name] = (counts[name] ?? 0) + 1;
        yield row;
      }
    })();
    await this.entry(name, delimitedFile(name, counted, delimiter, 'UTF-8').stream());
  }

  async json(name: string, value: unknown): Promise<void> {
    const bytes = new TextEncoder().encode(JSON.stringify(value, null, 2) + '\n');
    await this.entry(
      name,
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
    );
  }
}

/** Rows in id order, a batch at a time: `load` answers the batch after the id given. */
function byId<R extends { id: number }>(
  load: (afterId: number | undefined, limit: number) => Promise<readonly R[]>,
): AsyncGenerator<R> {
  return inBatches<R>(
    (after, limit) => load(after === undefined ? undefined : Number(after.id), limit),
    BATCH,
  );
}

function folders(db: Db, tenantId: number) {
  return byId((afterId, limit) =>
    selectTenantRows(db, 'contact_folders', tenantId)
      .leftJoin('users as owner', (join) =>
        join
          .onRef('owner.id', '=', 'contact_folders.owner_user_id')
          .onRef('owner.tenant_id', '=', 'contact_folders.tenant_id'),
      )
      .select([
        'contact_folders.id',
        'contact_folders.folder_type',
        'contact_folders.name',
        'contact_folders.description',
        'contact_folders.tenant_public',
        'contact_folders.users_can_edit',
        'contact_folders.sort_score',
        'owner.account_id as owner_account_id',
      ])
      .$if(afterId !== undefined, (query) => query.where('contact_folders.id', '>', afterId!))
      .orderBy('contact_folders.id')
      .limit(limit)
      .execute(),
  );
}

const bool = (value: boolean) => (value ? '1' : '0');

/**
 * Everything a tenant keeps, as one ZIP written while it is read:
 *
 * - `people.csv`, `divisions.csv`: the formats of the people and division exports, which their
 *   imports read back; `contacts/<folder id>.tsv`: each folder's contacts as the folder export
 *   writes them (the contact import reads it into a folder);
 * - `contact-folders.csv`, `contact-groups.csv`, `contact-group-members.csv`: the folders and the
 *   people's contact groups (these have no import);
 * - `faces/<account id>.<ext>`: each person's face image as uploaded;
 * - `settings.json`: the company settings, the plan, the features and the directory's columns;
 * - `manifest.json` last: the tenant, the time and the count of every file.
 *
 * `onEnd` runs once the last byte is written (to record the export); the stream fails instead if
 * anything cannot be read. Null when there is no such tenant.
 */
export async function streamTenantExport(
  db: Db,
  tenantId: number,
  options: { at?: Date; onEnd?: (result: TenantExportResult) => Promise<void> } = {},
): Promise<StreamedFile | null> {
  const at = options.at ?? new Date();
  const tenant = await db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) return null;
  let manifest: TenantExportManifest | undefined;
  const write = async (archive: ArchiveWriter) => {
    await archive.table('people.csv', userCsvRows(exportedUsers(db, tenantId)));
    await archive.table('divisions.csv', divisionCsvRows(await listAdminDivisions(db, tenantId)));

    const folderIds: number[] = [];
    await archive.table(
      'contact-folders.csv',
      (async function* () {
        yield [
          'folderId',
          'folderType',
          'name',
          'ownerAccountId',
          'description',
          'tenantPublic',
          'usersCanEdit',
          'sort',
        ];
        for await (const folder of folders(db, tenantId)) {
          folderIds.push(Number(folder.id));
          yield [
            Number(folder.id),
            folder.folder_type,
            folder.name,
            folder.owner_account_id ?? '',
            folder.description,
            bool(folder.tenant_public),
            bool(folder.users_can_edit),
            folder.sort_score,
          ];
        }
      })(),
    );
    for (const folderId of folderIds) {
      await archive.table(`contacts/${folderId}.tsv`, folderTsvRows(db, tenantId, folderId), '\t');
    }

    await archive.table(
      'contact-groups.csv',
      (async function* () {
        yield ['groupId', 'ownerAccountId', 'name', 'sort'];
        for await (const group of byId((afterId, limit) =>
          selectTenantRows(db, 'contact_groups', tenantId)
            .innerJoin('users as owner', (join) =>
              join
                .onRef('owner.id', '=', 'contact_groups.user_id')
                .onRef('owner.tenant_id', '=', 'contact_groups.tenant_id'),
            )
            .select([
              'contact_groups.id',
              'contact_groups.name',
              'contact_groups.sort_score',
              'owner.account_id',
            ])
            .$if(afterId !== undefined, (query) => query.where('contact_groups.id', '>', afterId!))
            .orderBy('contact_groups.id')
            .limit(limit)
            .execute(),
        )) {
          yield [Number(group.id), group.account_id, group.name, group.sort_score];
        }
      })(),
    );
    await archive.table(
      'contact-group-members.csv',
      (async function* () {
        yield ['groupId', 'memberType', 'accountId', 'folderId', 'contactName', 'companyName'];
        for await (const member of byId((afterId, limit) =>
          selectTenantRows(db, 'contact_group_members', tenantId)
            .leftJoin('users as u', (join) =>
              join
                .onRef('u.id', '=', 'contact_group_members.internal_user_id')
                .onRef('u.tenant_id', '=', 'contact_group_members.tenant_id'),
            )
            .leftJoin('external_contacts as c', (join) =>
              join
                .onRef('c.id', '=', 'contact_group_members.external_contact_id')
                .onRef('c.tenant_id', '=', 'contact_group_members.tenant_id'),
            )
            .select([
              'contact_group_members.id',
              'contact_group_members.group_id',
              'contact_group_members.internal_user_id',
              'u.account_id',
              'c.folder_id',
              'c.fullname',
              'c.company_name',
            ])
            .$if(afterId !== undefined, (query) => query.where('contact_group_members.id', '>', afterId!))
            .orderBy('contact_group_members.id')
            .limit(limit)
            .execute(),
        )) {
          const internal = member.internal_user_id !== null;
          yield [
            Number(member.group_id),
            internal ? 'INTERNAL' : 'EXTERNAL',
            member.account_id ?? '',
            member.folder_id === null ? '' : Number(member.folder_id),
            member.fullname ?? '',
            member.company_name ?? '',
          ];
        }
      })(),
    );

    archive.counts['faces/'] = 0;
    const files = fileStorage(db);
    for await (const face of byId((afterId, limit) =>
      selectTenantRows(db, 'face_images', tenantId)
        .innerJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'face_images.user_id').onRef('u.tenant_id', '=', 'face_images.tenant_id'),
        )
        .select([
          'face_images.user_id as id',
          'face_images.original_file_id',
          'face_images.original_type',
          'u.account_id',
        ])
        .$if(afterId !== undefined, (query) => query.where('face_images.user_id', '>', afterId!))
        .orderBy('face_images.user_id')
        .limit(limit)
        .execute(),
    )) {
      const stored = await files.open(tenantId, face.original_file_id);
      if (!stored) continue;
      const extension = IMAGE_EXTENSIONS[face.original_type] ?? 'bin';
      await archive.entry(`faces/${encodeURIComponent(face.account_id)}.${extension}`, stored.stream, false);
      archive.counts['faces/'] += 1;
    }

    const features = await selectTenantRows(db, 'tenant_features', tenantId)
      .select('feature')
      .orderBy('feature')
      .execute();
    const viewColumns = await selectTenantRows(db, 'tenant_view_columns', tenantId)
      .select(['column_type', 'sort'])
      .orderBy('sort')
      .execute();
    const { id: _id, ...company } = tenant;
    const settings = {
      company,
      features: features.map((row) => row.feature),
      viewColumns: viewColumns.map((row) => row.column_type),
    };
    await archive.json('settings.json', settings);
    archive.counts['settings.json'] = Object.keys(settings).length;

    manifest = {
      format: 'kizuna-tenant-export',
      version: 1,
      tenant: { id: Number(tenant.id), code: tenant.code, name: tenant.name },
      exportedAt: at.toISOString(),
      counts: { ...archive.counts },
    };
    await archive.json('manifest.json', manifest);
  };
  const name = tenantExportName(tenant.code, at);
  return new StreamedFile(name, 'application/zip', () =>
    zipStream(write, async (bytes, sha256) => {
      await options.onEnd?.({ manifest: manifest!, bytes, sha256 });
    }),
  );
}

/** What the audit log keeps of a finished export written to `file`. */
export function exportRecord(file: string, result: TenantExportResult): TenantExportRecord {
  return {
    file,
    bytes: result.bytes,
    sha256: result.sha256,
    counts: result.manifest.counts,
    at: result.manifest.exportedAt,
  };
}
