import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX_BROWSER,
  API_PREFIX_KEY,
  contract,
  defineEndpoint,
  listEndpoints,
  type EndpointDefinition,
} from '../src/contract';
import { createOpenApiDocument } from '../src/openapi';

type Operation = {
  operationId: string;
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  security: unknown[];
  parameters?: { name: string; description?: string }[];
  'x-kizuna-xsrf-when-query-true'?: string;
};

const document = createOpenApiDocument() as {
  openapi: string;
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

function operation(path: string, method: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per browser route and per /api/v1 route of the contract', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const endpoints = listEndpoints(contract).map(({ endpoint }) => endpoint);
    const routes =
      endpoints.filter((endpoint) => !endpoint.keyOnly).length +
      endpoints.filter((endpoint) => endpoint.publicApi).length;
    expect(operations).toHaveLength(routes);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
  });

  it('describes the /api/v1 routes with the bearer key, their scopes and the rate limit', () => {
    const people = operation('/api/v1/people/{contactId}', 'get');
    expect(people.operationId).toBe('v1.internalContacts.detail');
    expect(people.security).toEqual([{ apiKey: ['USER_READ'] }]);
    expect(Object.keys(people.responses)).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(document.paths['/api/browser/publicApi/people']).toBeUndefined();
    expect(operation('/api/v1/callHistory', 'post').security).toEqual([{ apiKey: ['CALL_HISTORY_WRITE'] }]);
  });

  it('describes the sign-in body and its answers', () => {
    const login = operation('/api/browser/auth/login', 'post');
    expect(Object.keys(login.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual([
      'tenantCode',
      'accountId',
      'password',
      'store',
    ]);
    expect(Object.keys(login.responses)).toEqual(['204', '400', '401', '403', '413', '415', '429']);
    expect(login.security).toEqual([{ xsrf: [] }]);
  });

  it('gives reads a JSON answer schema and session security', () => {
    const badge = operation('/api/browser/notificationBadge', 'get');
    expect(badge.responses['200']?.content?.['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { count: { type: 'integer' } },
    });
    expect(badge.security).toEqual([{ session: [] }]);
    // 403 only for a session whose password must be changed first.
    expect(Object.keys(badge.responses)).toEqual(['200', '401', '403']);
    expect(JSON.stringify(badge.responses['403'])).toContain('PASSWORD_CHANGE_REQUIRED');
  });

  it('describes every download as a binary file with its Content-Disposition, never JSON', () => {
    const downloads = [
      '/api/browser/admin/actionLog/export',
      '/api/browser/admin/users/export',
      '/api/browser/admin/division/export',
      '/api/browser/admin/thanks/logs/exportCardInfo',
      '/api/browser/admin/information/{informationId}/reads/export',
      '/api/browser/anpi/checks/{checkId}/results/export',
      '/api/browser/externalContacts/{folderType}/{folderId}/export',
      '/api/browser/externalContacts/exportSample',
      '/api/browser/bizcardImage/original/{contactId}',
      '/api/browser/settings/cucmSettingsApi/cucmCallRejectionSettings/export',
      '/api/browser/principal/contactInfo/vcard',
      '/api/browser/principal/contactInfo/qrcode',
    ];
    for (const path of downloads) {
      const ok = operation(path, 'get').responses['200'] as {
        content: Record<string, { schema: unknown }>;
        headers?: Record<string, unknown>;
      };
      expect(Object.keys(ok.content), path).not.toContain('application/json');
      expect(Object.values(ok.content)[0]?.schema, path).toMatchObject({ type: 'string', format: 'binary' });
      expect(ok.headers?.['Content-Disposition'], path).toBeDefined();
    }
    expect(
      Object.keys(operation('/api/browser/admin/actionLog/export', 'get').responses['200']!.content!),
    ).toEqual(['text/tab-separated-values']);
  });

  it('asks the XSRF token of the GETs that change state, such as ending a call', () => {
    const endCall = operation('/api/browser/pbx/cucmApi/endCall', 'get');
    expect(endCall.security).toEqual([{ session: [], xsrf: [] }]);
    expect(Object.keys(endCall.responses)).toContain('403');
  });

  it('asks the XSRF token of a GET that changes state only with a query flag, and says which', () => {
    for (const path of [
      '/api/browser/gotalk/room/{talkRoomId}/newer',
      '/api/browser/gotalk/room/{talkRoomId}/older',
    ]) {
      const messages = operation(path, 'get');
      expect(messages.security).toEqual([{ session: [], xsrf: [] }]);
      expect(messages['x-kizuna-xsrf-when-query-true']).toBe('read');
      expect(Object.keys(messages.responses)).toContain('403');
      expect(messages.parameters?.find((p) => p.name === 'read')?.description).toMatch(/X-XSRF-TOKEN/);
    }
  });

  it('marks capability-gated reads with 403', () => {
    expect(Object.keys(operation('/api/browser/principal/thanks/point/status', 'get').responses)).toContain(
      '403',
    );
  });

  it('names the codes of each error response, the endpoint own ones with the request-level ones', () => {
    type ErrorSchema = { allOf: [unknown, { properties: { code: { enum: string[] } } }] };
    const codesOf = (found: Operation, status: string) =>
      (found.responses[status]?.content?.['application/json'].schema as unknown as ErrorSchema).allOf[1]
        .properties.code.enum;
    const login = operation('/api/browser/auth/login', 'post');
    expect(codesOf(login, '401')).toEqual(['IP_ADDRESS_REJECTED', 'INVALID_CREDENTIALS']);
    expect(codesOf(login, '429')).toEqual(['TOO_MANY_ATTEMPTS']);
    const send = operation('/api/browser/ocrBizcard/send', 'post');
    expect(codesOf(send, '409')).toEqual(['BIZCARD_IMAGE_MISSING', 'OCR_ALREADY_SENDING']);
    expect(codesOf(send, '503')).toEqual(['OCR_UNAVAILABLE']);
    expect(codesOf(send, '403')).toEqual([
      'XSRF_TOKEN_MISSING',
      'PASSWORD_CHANGE_REQUIRED',
      'TRIAL_EXPIRED',
      'FORBIDDEN',
      'FOLDER_EDIT_NOT_ALLOWED',
    ]);
  });

  it('describes a file answer as bytes of its media type, named by Content-Disposition', () => {
    const ok = operation('/api/browser/principal/contactInfo/vcard', 'get').responses['200'] as unknown as {
      headers: Record<string, unknown>;
      content: Record<string, { schema: unknown }>;
    };
    expect(ok.content).toEqual({
      'text/vcard': { schema: { type: 'string', format: 'binary', contentMediaType: 'text/vcard' } },
    });
    expect(ok.headers['Content-Disposition']).toBeDefined();
    const qr = operation('/api/browser/principal/contactInfo/qrcode', 'get').responses['200'] as unknown as {
      content: Record<string, { schema: { contentMediaType?: string } }>;
    };
    expect(qr.content['image/png']?.schema.contentMediaType).toBe('image/png');
  });

  it('describes an uploaded file of a multipart body as bytes', () => {
    const bytes = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
    const upload = (path: string) =>
      operation(path, 'post').requestBody?.content['multipart/form-data']?.schema.properties ?? {};
    expect(upload('/api/browser/gotalk/room/{talkRoomId}/message/sendFile').file).toEqual(bytes);
    expect(upload('/api/browser/externalContacts/{folderType}/{folderId}/import')['files[]']).toMatchObject({
      type: 'array',
      items: bytes,
    });
  });

  it('describes every tag', () => {
    expect(document.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
  });

  it('refuses to describe a recursive schema it has no name for', () => {
    interface Node {
      children: Node[];
    }
    const NodeSchema: v.GenericSchema<Node> = v.object({ children: v.array(v.lazy(() => NodeSchema)) });
    const table = {
      tree: {
        get: defineEndpoint({
          method: 'GET',
          path: '/tree',
          summary: 'A tree',
          response: NodeSchema,
          capability: { kind: 'session' },
        }),
      },
    };
    expect(() => createOpenApiDocument(table)).toThrow(/NAMED_SCHEMAS/);
  });

  it('has no two paths that the URL of a valid call could both match', () => {
    // Paths of the same shape (such as /admin/users/importJobs/{jobId} and
    // /admin/users/{userId}/disable) are told apart by their parameters' rules, or by their methods
    // (POST /lbc/count, GET /lbc/{lbcCode}).
    const routes = listEndpoints(contract).flatMap(({ endpoint }) => [
      ...(endpoint.keyOnly ? [] : [{ path: API_PREFIX_BROWSER + endpoint.path, endpoint }]),
      ...(endpoint.publicApi ? [{ path: API_PREFIX_KEY + endpoint.publicApi.path, endpoint }] : []),
    ]);
    const template = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, ':');
    const accepts = (endpoint: EndpointDefinition, parameter: string, word: string) => {
      const entry = (endpoint.params as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries?.[
        parameter
      ];
      return !entry || v.is(entry, word);
    };
    /** Whether a URL could reach both: each segment the same word, or a word the other's parameter takes. */
    const overlap = (a: (typeof routes)[number], b: (typeof routes)[number]) => {
      const [left, right] = [a.path.split('/'), b.path.split('/')];
      if (a.endpoint.method !== b.endpoint.method || left.length !== right.length) return false;
      return left.every((segment, index) => {
        const other = right[index] as string;
        if (segment.startsWith(':') && other.startsWith(':')) return true;
        if (segment.startsWith(':')) return accepts(a.endpoint, segment.slice(1), other);
        if (other.startsWith(':')) return accepts(b.endpoint, other.slice(1), segment);
        return segment === other;
      });
    };
    const ambiguous: string[] = [];
    routes.forEach((a, index) => {
      for (const b of routes.slice(index + 1)) {
        if (template(a.path) !== template(b.path) && overlap(a, b)) ambiguous.push(`${a.path} ${b.path}`);
      }
    });
    expect(ambiguous).toEqual([]);
    // A parameter's rule is read: a number takes 7, not a word.
    const disable = routes.find(({ path }) => path.endsWith('/admin/users/:userId/disable'));
    expect(
      disable && [
        accepts(disable.endpoint, 'userId', '7'),
        accepts(disable.endpoint, 'userId', 'importJobs'),
      ],
    ).toEqual([true, false]);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
