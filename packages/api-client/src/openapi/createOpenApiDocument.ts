import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { contract } from '../contract';
import {
  API_PREFIX_BROWSER,
  API_PREFIX_KEY,
  needsXsrfToken,
  stateChangingQueryFlag,
  type Capability,
  type EndpointDefinition,
} from '../contract/endpoint';
import { ERROR_CODE_HEADER, XSRF_HEADER } from '../contract/enums';
import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from '../contract/errors';
import { ErrorBodySchema } from '../contract/schemas/commonSchemas';
import { requiresSession } from '../rules/hasCapability';

export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  /** Name of the session cookie the server sets. */
  readonly sessionCookieName?: string;
}

type JsonObject = Record<string, unknown>;

const conversion: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction.type !== 'code_point_length') return undefined;
    const { min, max } = (valibotAction as unknown as { requirement: { min: number; max: number } })
      .requirement;
    return { ...jsonSchema, minLength: min, maxLength: max };
  },
};

function schemaOf(schema: v.GenericSchema, mode: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = toJsonSchema(schema, { ...conversion, typeMode: mode });
  return rest;
}

function parametersOf(schema: v.GenericSchema | undefined, location: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function needsMoreThanSession(capability: Capability): boolean {
  return capability.kind !== 'public' && capability.kind !== 'session';
}

/**
 * The codes a call of the endpoint may fail with: what the route pipeline refuses given what the
 * endpoint takes and needs, then the endpoint's own. `INTERNAL` and `SERVER_BUSY` may answer any
 * call and are said once, in the document's description.
 */
export function documentedErrorCodes(endpoint: EndpointDefinition): ErrorCode[] {
  const session = requiresSession(endpoint.capability);
  const codes: ErrorCode[] = [];
  if (endpoint.params ?? endpoint.query ?? endpoint.body) codes.push('VALIDATION_FAILED');
  if (endpoint.body && !endpoint.multipart) codes.push('MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE');
  if (endpoint.body) codes.push('PAYLOAD_TOO_LARGE');
  if (session) codes.push('UNAUTHORIZED');
  // Public writes answer 401 too: an address outside the tenant's allow-list.
  if (session || endpoint.method !== 'GET') codes.push('IP_ADDRESS_REJECTED');
  if (mayNeedXsrfToken(endpoint)) codes.push('XSRF_TOKEN_MISSING');
  if (session && !endpoint.openBeforePasswordChange) codes.push('PASSWORD_CHANGE_REQUIRED');
  if (needsMoreThanSession(endpoint.capability)) codes.push('FORBIDDEN');
  return [...new Set([...codes, ...(endpoint.errors ?? [])])];
}

/** The codes of an endpoint's `/api/v1` route: the key's refusals instead of the session's. */
export function documentedKeyErrorCodes(endpoint: EndpointDefinition): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (endpoint.params ?? endpoint.query ?? endpoint.body) codes.push('VALIDATION_FAILED');
  if (endpoint.body && !endpoint.multipart) codes.push('MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE');
  if (endpoint.body) codes.push('PAYLOAD_TOO_LARGE');
  codes.push('UNAUTHORIZED', 'IP_ADDRESS_REJECTED', 'FORBIDDEN', 'RATE_LIMITED');
  return [...new Set([...codes, ...(endpoint.errors ?? [])])];
}

const STATUS_DESCRIPTIONS: Partial<Record<ErrorStatus, string>> = {
  400: 'The request breaks the schema (`fieldErrors` name each field), or what it asks cannot be done',
  401: `No session, or the caller's address is not allowed (\`${ERROR_CODE_HEADER}: IP_ADDRESS_REJECTED\`)`,
  403: 'Missing XSRF token (or one of another session) on a call that changes state, a password that must be changed first, or a capability the caller lacks',
  404: "Not there, or not the caller's to see",
  409: 'The state of the thing refuses the call',
  413: 'The body is over the limit',
  415: 'The body is not JSON',
  429: 'Too many attempts or calls; wait as long as `Retry-After` says before the next',
  502: 'The phone system failed',
  503: 'Not available now; try again later',
  504: 'The phone system did not answer in time',
};

/** One error response per status, naming the codes its `code` (and `X-Error-Code` header) may hold. */
function errorResponses(codes: readonly ErrorCode[]): JsonObject {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, of]) => [
      String(status),
      {
        description: `${STATUS_DESCRIPTIONS[status] ?? 'Refused'}: ${of.map((code) => `\`${code}\``).join(', ')}`,
        headers: { [ERROR_CODE_HEADER]: { schema: { type: 'string' } } },
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/ErrorBody' },
                { type: 'object', properties: { code: { type: 'string', enum: of } } },
              ],
            },
          },
        },
      },
    ]),
  );
}

/** Whether some call of the endpoint needs the XSRF token: always, or with its query flag set. */
function mayNeedXsrfToken(endpoint: EndpointDefinition): boolean {
  return needsXsrfToken(endpoint, undefined) || stateChangingQueryFlag(endpoint) !== undefined;
}

/** The headers of a file answer: its name as a download saves it (RFC 6266, UTF-8 in `filename*`). */
const FILE_HEADERS: JsonObject = {
  'Content-Disposition': {
    description:
      'attachment; filename="<ASCII name>"; filename*=UTF-8\'\'<name, percent-encoded> (RFC 6266, RFC 5987)',
    schema: { type: 'string' },
  },
};

function operationOf(area: string, name: string, endpoint: EndpointDefinition): JsonObject {
  // A GET that changes state only with a query flag asks for the token in its security, which a
  // generic client then always sends (harmless on a read); the extension says when it is required.
  const xsrf = mayNeedXsrfToken(endpoint);
  const xsrfFlag = stateChangingQueryFlag(endpoint);
  const queryParameters = parametersOf(endpoint.query, 'query').map((parameter) =>
    parameter.name === xsrfFlag
      ? { ...parameter, description: `true changes state and needs the ${XSRF_HEADER} header` }
      : parameter,
  );
  const noContent = endpoint.response.type === 'null';
  const success: JsonObject = noContent
    ? { '204': { description: 'Done' } }
    : {
        '200': {
          description: 'OK',
          ...(endpoint.produces ? { headers: FILE_HEADERS } : {}),
          content: endpoint.produces
            ? { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
        },
      };
  const errors = errorResponses(documentedErrorCodes(endpoint));
  const responses: JsonObject = { ...success };
  for (const status of Object.keys(errors).sort()) responses[status] = errors[status];
  const security =
    endpoint.capability.kind === 'public'
      ? [xsrf ? { xsrf: [] } : {}]
      : [xsrf ? { session: [], xsrf: [] } : { session: [] }];
  return {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: endpoint.summary,
    parameters: [...parametersOf(endpoint.params, 'path'), ...queryParameters],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: schemaOf(endpoint.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
    security,
    'x-kizuna-capability': endpoint.capability,
    ...(xsrfFlag ? { 'x-kizuna-xsrf-when-query-true': xsrfFlag } : {}),
    ...(endpoint.timeoutMs ? { 'x-kizuna-client-timeout-ms': endpoint.timeoutMs } : {}),
  };
}

/** The operation of an endpoint's `/api/v1` route: a bearer key with one of its scopes. */
function keyOperationOf(area: string, name: string, endpoint: EndpointDefinition): JsonObject {
  const route = endpoint.publicApi;
  if (!route) throw new Error(`${area}.${name} has no /api/v1 route`);
  const operation = operationOf(area, name, endpoint);
  const errors = errorResponses(documentedKeyErrorCodes(endpoint));
  const responses: JsonObject = Object.fromEntries(
    Object.entries(operation.responses as JsonObject).filter(([status]) => status.startsWith('2')),
  );
  for (const status of Object.keys(errors).sort()) responses[status] = errors[status];
  const { 'x-kizuna-capability': _, 'x-kizuna-xsrf-when-query-true': __, ...rest } = operation;
  return {
    ...rest,
    operationId: `v1.${area}.${name}`,
    tags: ['v1'],
    summary: `${endpoint.summary} (scope ${route.scopes.join(' or ')}${route.services ? '' : '; personal keys only'})`,
    responses,
    security: [{ apiKey: [...route.scopes] }],
    'x-kizuna-scopes': route.scopes,
    'x-kizuna-service-keys': route.services === true,
  };
}

function openApiPath(prefix: string, path: string): string {
  return prefix + path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of an endpoint table (by default the Kizuna contract), as the server
 * serves it at `/api/openapi.json`. Endpoints sit under `/api/browser`; each lists its error
 * responses by status with the codes each may carry.
 */
export function createOpenApiDocument(
  table: Record<string, Record<string, EndpointDefinition>> = contract,
  options: OpenApiOptions = {},
): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [area, endpoints] of Object.entries(table)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const method = endpoint.method.toLowerCase();
      if (!endpoint.keyOnly) {
        const browserPath = openApiPath(API_PREFIX_BROWSER, endpoint.path);
        (paths[browserPath] ??= {})[method] = operationOf(area, name, endpoint);
      }
      if (endpoint.publicApi) {
        const keyPath = openApiPath(API_PREFIX_KEY, endpoint.publicApi.path);
        (paths[keyPath] ??= {})[method] = keyOperationOf(area, name, endpoint);
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Kizuna API',
      version: options.version ?? '0.1.0',
      description:
        'Corporate directory with call control. Browser calls use a cookie session; every write, and ' +
        'every GET that changes state (those with the xsrf security requirement, such as answering a ' +
        'call; one with `x-kizuna-xsrf-when-query-true` only when that query flag is true), also sends ' +
        `the XSRF-TOKEN cookie's value, the token of its session, in the ${XSRF_HEADER} ` +
        'header. Idempotent calls may be retried once on 408, 409, 425, 429, 500, 502, 503 and 504. ' +
        'Errors answer `{ code, message, fieldErrors? }` with the code also in the ' +
        `${ERROR_CODE_HEADER} header; besides the codes each operation lists, any call may answer ` +
        '500 `INTERNAL` or 503 `SERVER_BUSY` (with Retry-After). Programs call the operations under ' +
        `${API_PREFIX_KEY} (tag v1) with \`Authorization: Bearer <API key>\` instead: no cookie, no ` +
        'XSRF token; each needs one of the scopes it names, and answers 429 `RATE_LIMITED` with ' +
        'Retry-After past the rate limits of the key and of its tenant.',
    },
    tags: [...Object.keys(table), 'v1'].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: schemaOf(ErrorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName ?? 'KIZUNA_SESSION' },
        xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key (personal, or of a service connection), sent on /api/v1 calls',
        },
      },
    },
  };
}
