import {
  API_PREFIX_BROWSER,
  contract,
  listEndpoints,
  TENANT_FEATURES,
  type EndpointDefinition,
} from '@kizuna/api-client/contract';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureConsole, logWrites, tablesWrittenSince, writeMark } from '../src/http/hostileInputCases.js';
import { startTestServer, type AccountName, type TestServer } from './startTestServer.js';
import { turnOnTenantFeatures } from './turnOnTenantFeatures.js';

/**
 * The name of an uploaded file is text like any other: on every path that takes a file, a name
 * PostgreSQL cannot store is refused at the edge with 400 naming the field, and nothing is written.
 */
let server: TestServer;
const sessions = {} as Record<AccountName, { cookie: string; xsrf: string }>;
beforeAll(async () => {
  server = await startTestServer();
  await turnOnTenantFeatures(server.db, 'demo', TENANT_FEATURES);
  sessions.demoAdmin = await server.rawSession('demoAdmin');
  sessions.demoUser = await server.rawSession('demoUser');
  await logWrites(server.db);
});
afterAll(async () => {
  await server?.close();
});

function inner(schema: v.GenericSchema): v.GenericSchema {
  const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped;
  return wrapped ? inner(wrapped) : schema;
}

/** Each multipart endpoint with its file fields: single files and lists of them (`files[]`). */
function uploads(): { label: string; endpoint: EndpointDefinition; fields: [string, boolean][] }[] {
  return listEndpoints(contract)
    .filter(({ endpoint }) => endpoint.multipart)
    .map(({ area, name, endpoint }) => {
      const entries = (endpoint.body as unknown as { entries: Record<string, v.GenericSchema> }).entries;
      const fields = Object.entries(entries).flatMap(([key, schema]): [string, boolean][] => {
        const field = inner(schema);
        if (field.type === 'instance') return [[key, false]];
        const item = (field as { item?: v.GenericSchema }).item;
        return field.type === 'array' && item && inner(item).type === 'instance' ? [[key, true]] : [];
      });
      return { label: `${area}.${name}`, endpoint, fields };
    });
}

async function send(endpoint: EndpointDefinition, account: AccountName, form: FormData) {
  const { cookie, xsrf } = sessions[account];
  const path = endpoint.path.replace(':folderType', 'PERSONAL').replace(/:\w+/g, '1');
  const response = await fetch(`${server.url}${API_PREFIX_BROWSER}${path}`, {
    method: endpoint.method,
    headers: { Cookie: cookie, 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; fieldErrors?: { path: string; key: string }[] },
  };
}

describe('uploaded file names', () => {
  it('covers every path that takes a file', () => {
    const found = uploads();
    expect(found.map(({ label }) => label)).toEqual(
      expect.arrayContaining([
        'divisionAdmin.import',
        'callSettings.importRejections',
        'contactImport.importVcf',
      ]),
    );
    expect(found.filter(({ fields }) => fields.length === 0)).toEqual([]);
  });

  it.each(uploads().map((upload) => [upload.label, upload] as const))(
    '%s refuses a file name with a NUL with 400 naming the field, and writes nothing',
    async (_, { endpoint, fields }) => {
      const logged = captureConsole();
      try {
        for (const [field, list] of fields) {
          const form = new FormData();
          form.append(field, new File(['名前,よみ\n'], 'a\u0000b.csv', { type: 'text/csv' }));
          const mark = await writeMark(server.db);
          // An administrator may call every upload but talk's; a plain user that one.
          let answer = await send(endpoint, 'demoAdmin', form);
          if (answer.status === 403) answer = await send(endpoint, 'demoUser', form);
          expect(answer.status, field).toBe(400);
          expect(answer.body.code).toBe('VALIDATION_FAILED');
          const named = answer.body.fieldErrors?.find((error) => error.path.startsWith(`body.${field}`));
          expect(named, JSON.stringify(answer.body.fieldErrors)).toMatchObject({ key: 'invalid' });
          if (list) expect(named?.path).toMatch(/\.0$/);
          expect(await tablesWrittenSince(server.db, mark)).toEqual([]);
        }
        expect(logged.stacks()).toEqual([]);
      } finally {
        logged.restore();
      }
    },
  );
});
