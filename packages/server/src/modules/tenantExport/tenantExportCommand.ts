import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import type { Db } from '../../db/createDatabase.js';
import { OperatorError } from '../auth/index.js';
import { recordTenantExport } from '../tenants/index.js';
import { exportRecord, streamTenantExport, type TenantExportResult } from './tenantExport.js';

/**
 * `kizuna tenant export --tenant X --out FILE`: writes the tenant's archive to FILE (through a
 * `.part` file renamed at the end, so FILE is whole or absent) and, once it is, records the export
 * (its SHA-256 and counts) in the operator audit log. Answers what to print.
 */
export async function runTenantExportCommand(
  db: Db,
  args: string[],
  operator: string,
  at: Date,
): Promise<string> {
  let values: { tenant?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { tenant: { type: 'string' }, out: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new OperatorError(error instanceof Error ? error.message : String(error));
  }
  if (!values.tenant || !values.out) throw new OperatorError('tenant export needs --tenant and --out FILE');
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', values.tenant)
    .executeTakeFirst();
  if (!tenant) throw new OperatorError(`no tenant "${values.tenant}"`);
  let result: TenantExportResult | undefined;
  const file = await streamTenantExport(db, Number(tenant.id), {
    at,
    onEnd: async (done) => {
      result = done;
    },
  });
  if (!file) throw new OperatorError(`no tenant "${values.tenant}"`);
  const out = path.resolve(values.out);
  const part = `${out}.part`;
  if (
    await access(out).then(
      () => true,
      () => false,
    )
  ) {
    throw new OperatorError(`${out} exists already; the export was not written`);
  }
  try {
    await pipeline(
      Readable.fromWeb(file.stream() as WebReadableStream),
      createWriteStream(part, { flags: 'wx' }),
    );
    await rename(part, out);
  } catch (error) {
    await rm(part, { force: true });
    throw new OperatorError(
      `the export was not written: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const record = exportRecord(path.basename(out), result!);
  await recordTenantExport(db, Number(tenant.id), operator, record);
  const counts = Object.entries(record.counts)
    .filter(([name]) => !name.startsWith('contacts/'))
    .map(([name, count]) => `${name} ${count}`);
  const contacts = Object.entries(record.counts)
    .filter(([name]) => name.startsWith('contacts/'))
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    `exported ${values.tenant} to ${out} (${record.bytes} bytes, sha256 ${record.sha256})`,
    `rows: ${[...counts, `contacts/ ${contacts}`].join(', ')}`,
  ].join('\n');
}
