import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer.js';

/**
 * The OpenAPI document as an integrator fetches it to generate a client: every reference in it
 * resolves inside it, and it names the server its paths are under.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Document = {
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
});
afterAll(async () => {
  await server?.close();
});

/** Each `$ref` of the document with where it stands, and each `$defs` (which no `$ref` reaches). */
function references(value: Json, at: string, found: { at: string; ref: string }[], defs: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => references(item, `${at}/${index}`, found, defs));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push({ at, ref: item });
      else if (key === '$defs') defs.push(at);
      else references(item, `${at}/${key}`, found, defs);
    }
  }
}

/** The value a local JSON pointer (`#/a/b~1c`) names in the document, or undefined. */
function resolve(root: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let value: Json | undefined = root;
  for (const token of ref.slice(2).split('/')) {
    const key = decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, Json>)[key];
  }
  return value;
}

describe('the OpenAPI document', () => {
  it('resolves every $ref inside itself', () => {
    const found: { at: string; ref: string }[] = [];
    const defs: string[] = [];
    references(document as unknown as Json, '#', found, defs);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ ref }) => resolve(document as unknown as Json, ref) === undefined)).toEqual([]);
    expect(defs).toEqual([]);
  });

  it('names the recursive division trees as components', () => {
    const refs = (path: string) => {
      const found: { at: string; ref: string }[] = [];
      references(document.paths[path] as Json, '', found, []);
      return new Set(found.map(({ ref }) => ref));
    };
    expect(refs('/api/browser/division/partialTree/{divisionId}')).toContain(
      '#/components/schemas/DivisionTreeNode',
    );
    expect(refs('/api/browser/groupCompanies/{groupTenantId}/partialTree/{divisionId}')).toContain(
      '#/components/schemas/DivisionTreeNode',
    );
    expect(refs('/api/browser/lbc/{lbcCode}/trees')).toContain(
      '#/components/schemas/CompanyDivisionTreeNode',
    );
    const node = JSON.stringify(document.components.schemas.DivisionTreeNode);
    expect(node).toContain('"$ref":"#/components/schemas/DivisionTreeNode"');
  });

  it('lists the address it is served from as its server', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) as string }]);
  });

  it('lists the public address as its server when one is configured', async () => {
    const behindProxy = await startTestServer({ publicUrl: 'https://kizuna.example.co.jp' });
    try {
      const served = (await (await fetch(`${behindProxy.url}/api/openapi.json`)).json()) as Document;
      expect(served.servers?.map(({ url }) => url)).toEqual(['https://kizuna.example.co.jp']);
    } finally {
      await behindProxy.close();
    }
  });
});
