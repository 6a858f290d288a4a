import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { OperatorError } from '../auth/index.js';
import { parseDivisionCsv } from '../divisionAdmin/index.js';
import { parseUserCsv } from '../userAdmin/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { createTenant, runTenantPlanCommand } from '../tenants/index.js';
import { runTenantExportCommand } from './tenantExportCommand.js';
import type { TenantExportManifest } from './tenantExport.js';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(path.join(tmpdir(), 'kizuna-export-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const OPERATOR = 'ops-tester';

/** `kizuna tenant export …` as the CLI runs it. */
function kizunaExport(...args: string[]): Promise<string> {
  return runTenantExportCommand(server.db, args, OPERATOR, new Date());
}

/** `kizuna tenant suspend|delete …` as the CLI runs it. */
function kizunaTenant(sub: 'suspend' | 'delete', ...args: string[]): Promise<string> {
  return runTenantPlanCommand(server.db, sub, args, OPERATOR, new Date());
}

async function operatorRefusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => {
      throw new Error('the command succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperatorError);
  return (error as Error).message;
}

/** The data lines of a CSV/TSV of the archive (its header aside), read as the imports read them. */
function dataLines(bytes: Uint8Array, delimiter = ','): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(new TextDecoder().decode(bytes.slice(3)), {
    delimiter,
    relax_column_count: false,
  }) as string[][];
  return rows.slice(1);
}

async function count(
  table:
    | 'users'
    | 'divisions'
    | 'external_contacts'
    | 'contact_folders'
    | 'contact_groups'
    | 'contact_group_members'
    | 'face_images',
  tenantId: number,
): Promise<number> {
  const row = await selectTenantRows(server.db, table, tenantId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('kizuna tenant export', () => {
  it('writes every row of the tenant to one ZIP the imports read, with its counts, and logs it', async () => {
    const tenantId = await tenantIdOf(server.db, 'demo');
    const out = path.join(dir, 'demo.zip');
    const printed = await kizunaExport('--tenant', 'demo', '--out', out);
    expect(printed).toMatch(/^exported demo to .*demo\.zip \(\d+ bytes, sha256 [0-9a-f]{64}\)/);

    const bytes = new Uint8Array(await readFile(out));
    const files = unzipSync(bytes);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as TenantExportManifest;
    expect(manifest.tenant).toMatchObject({ code: 'demo', id: tenantId });

    const people = dataLines(files['people.csv']!);
    expect(people.length).toBe(await count('users', tenantId));
    expect(manifest.counts['people.csv']).toBe(people.length);
    // Japanese names come out as they went in: UTF-8 with BOM, like the people export.
    const yamada = people.find((line) => line[0] === 'yamada.taro');
    expect(yamada?.[1]).toBe('山田 太郎');
    expect(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['people.csv']!).split('\r\n')[0],
    ).toMatch(/^\uFEFFアカウントID,氏名,/);

    // The people and division imports read the files back, line by line, without an issue.
    const reread = parseUserCsv(files['people.csv']!);
    expect(reread.ok && reread.lines.filter((line) => line.issues.length > 0)).toEqual([]);
    const rereadDivisions = parseDivisionCsv(files['divisions.csv']!);
    expect(rereadDivisions.ok && rereadDivisions.lines.filter((line) => line.issues.length > 0)).toEqual([]);

    const divisions = dataLines(files['divisions.csv']!);
    expect(divisions.length).toBe(await count('divisions', tenantId));
    expect(manifest.counts['divisions.csv']).toBe(divisions.length);

    const folders = dataLines(files['contact-folders.csv']!);
    expect(folders.length).toBe(await count('contact_folders', tenantId));
    let contacts = 0;
    for (const folder of folders) {
      const lines = dataLines(files[`contacts/${folder[0]}.tsv`]!, '\t');
      expect(manifest.counts[`contacts/${folder[0]}.tsv`]).toBe(lines.length);
      contacts += lines.length;
    }
    expect(contacts).toBeGreaterThan(0);
    expect(contacts).toBe(await count('external_contacts', tenantId));

    expect(dataLines(files['contact-groups.csv']!).length).toBe(await count('contact_groups', tenantId));
    expect(dataLines(files['contact-group-members.csv']!).length).toBe(
      await count('contact_group_members', tenantId),
    );

    const faces = Object.keys(files).filter((name) => name.startsWith('faces/'));
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.length).toBe(await count('face_images', tenantId));
    expect(manifest.counts['faces/']).toBe(faces.length);
    expect(faces).toContain('faces/yamada.taro.png');
    // The image as uploaded: PNG's signature.
    expect([...files['faces/yamada.taro.png']!.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const settings = JSON.parse(strFromU8(files['settings.json']!)) as {
      company: { code: string; provide_type: string };
      features: string[];
    };
    expect(settings.company.code).toBe('demo');
    const features = await selectTenantRows(server.db, 'tenant_features', tenantId)
      .select('feature')
      .execute();
    expect(settings.features.sort()).toEqual(features.map((row) => row.feature).sort());

    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select(['operator', 'action', 'after'])
      .where('tenant_code', '=', 'demo')
      .where('action', '=', 'export')
      .executeTakeFirstOrThrow();
    expect(audit.operator).toBe(OPERATOR);
    expect(audit.after).toMatchObject({
      file: 'demo.zip',
      bytes: (await stat(out)).size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      counts: manifest.counts,
    });
  });

  it('refuses an unknown tenant and a file that exists, and writes nothing', async () => {
    expect(
      await operatorRefusal(kizunaExport('--tenant', 'nobody', '--out', path.join(dir, 'x.zip'))),
    ).toMatch(/no tenant "nobody"/);
    expect(await operatorRefusal(kizunaExport('--tenant', 'demo'))).toMatch(/--out/);
    const out = path.join(dir, 'twice.zip');
    await kizunaExport('--tenant', 'demo', '--out', out);
    const first = await readFile(out);
    expect(await operatorRefusal(kizunaExport('--tenant', 'demo', '--out', out))).toMatch(
      /exists already; the export was not written/,
    );
    expect(await readFile(out)).toEqual(first);
  });
});

describe('kizuna tenant delete after an export', () => {
  it('asks for an export taken since the suspension, or --without-export', async () => {
    await createTenant(server.db, { code: 'leaving-co', name: '退会 株式会社' });
    const early = path.join(dir, 'leaving-early.zip');
    await kizunaExport('--tenant', 'leaving-co', '--out', early);
    await kizunaTenant('suspend', '--tenant', 'leaving-co');

    expect(await operatorRefusal(kizunaTenant('delete', '--tenant', 'leaving-co'))).toMatch(
      /take an export first \(kizuna tenant export --tenant leaving-co --out FILE\).*--exported FILE.*--without-export/,
    );
    // Taken before the suspension: people could still change things after it.
    expect(
      await operatorRefusal(kizunaTenant('delete', '--tenant', 'leaving-co', '--exported', early)),
    ).toMatch(/not an export of leaving-co taken since it was suspended/);
    expect(
      await operatorRefusal(
        kizunaTenant('delete', '--tenant', 'leaving-co', '--exported', early, '--without-export'),
      ),
    ).toMatch(/either/);
    expect(
      await operatorRefusal(
        kizunaTenant('delete', '--tenant', 'leaving-co', '--exported', path.join(dir, 'none.zip')),
      ),
    ).toMatch(/cannot read/);
    expect(
      await server.db.selectFrom('tenants').select('id').where('code', '=', 'leaving-co').executeTakeFirst(),
    ).toBeDefined();

    const final = path.join(dir, 'leaving-final.zip');
    await kizunaExport('--tenant', 'leaving-co', '--out', final);
    expect(await kizunaTenant('delete', '--tenant', 'leaving-co', '--exported', final)).toMatch(
      /deleted tenant leaving-co .*\n.*its export leaving-final\.zip of .* keeps the data/,
    );
    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select(['action', 'before'])
      .where('tenant_code', '=', 'leaving-co')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['export', 'suspend', 'export', 'delete']);
    expect(audit[3]!.before).toMatchObject({ export: { file: 'leaving-final.zip' } });
  });
});
