// Checks the OpenAPI document the server serves at /api/openapi.json the way integrators use it:
// written from the same generator and contract, it must validate with swagger-parser, generate
// TypeScript types with openapi-typescript, and pass `redocly lint` with the recommended rules
// (redocly.yaml). Exits 1 naming the tool that refused it.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = await mkdtemp(path.join(tmpdir(), 'kizuna-openapi-'));
const documentFile = path.join(dir, 'openapi.json');

async function timed(name, run) {
  const started = performance.now();
  await run();
  console.log(`${name}: ok (${Math.round(performance.now() - started)} ms)`);
}

let failed = false;
async function check(name, run) {
  try {
    await timed(name, run);
  } catch (error) {
    failed = true;
    console.error(`${name}: FAILED\n${error instanceof Error ? error.message : String(error)}`);
  }
}

try {
  await timed('Write the document', async () => {
    const { createOpenApiDocument } = await tsImport(
      pathToFileURL(path.join(root, 'packages/api-client/src/openapi/index.ts')).href,
      import.meta.url,
    );
    await writeFile(documentFile, JSON.stringify(createOpenApiDocument(), null, 2));
  });

  await check('swagger-parser validate', async () => {
    await SwaggerParser.validate(documentFile);
  });

  await check('openapi-typescript', async () => {
    const types = astToString(await openapiTS(pathToFileURL(documentFile)));
    if (!types.includes('export interface paths')) throw new Error('no paths in the generated types');
    await writeFile(path.join(dir, 'openapi.d.ts'), types);
  });

  await check('redocly lint (recommended, redocly.yaml)', async () => {
    const redocly = path.join(root, 'node_modules/.bin/redocly');
    const result = spawnSync(
      redocly,
      [
        'lint',
        '--config',
        path.join(root, 'redocly.yaml'),
        '--extends',
        'recommended',
        '--format',
        'json',
        documentFile,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        // No usage report and no update check: nothing leaves the machine.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (result.error) throw result.error;
    let report;
    try {
      report = JSON.parse(result.stdout);
    } catch {
      throw new Error(`exit ${result.status}\n${result.stdout}\n${result.stderr}`);
    }
    // Warnings fail the check too: a rule that cannot apply is turned off in redocly.yaml instead.
    const { errors, warnings } = report.totals;
    if (result.status !== 0 || errors > 0 || warnings > 0) {
      const problems = report.problems.map(
        ({ ruleId, severity, message, location }) =>
          `  ${severity} ${ruleId}: ${message} (${location?.[0]?.pointer ?? ''})`,
      );
      throw new Error([`${errors} errors, ${warnings} warnings`, ...problems.slice(0, 50)].join('\n'));
    }
  });
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
