import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema';
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
import { CompanyDivisionTreeNodeSchema } from '../contract/schemas/companyDirectorySchemas';
import { DivisionTreeNodeSchema } from '../contract/schemas/divisionSchemas';
import { requiresSession } from '../rules/hasCapability';
import { TAG_DESCRIPTIONS } from './tagDescriptions';

export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  /** Name of the session cookie the server sets. */
  readonly sessionCookieName?: string;
  /**
   * The origin the paths are under (`KIZUNA_PUBLIC_URL`); without it the document's server is `/`,
   * the origin the document was fetched from.
   */
  readonly serverUrl?: string | null;
}

type JsonObject = Record<string, unknown>;
type Mode = 'input' | 'output';

/**
 * The schemas the document names in `components/schemas` and refers to wherever they occur: every
 * recursive one (a `v.lazy` must point at one of these), and the error body every error shares.
 */
const NAMED_SCHEMAS: Readonly<Record<string, v.GenericSchema>> = {
  ErrorBody: ErrorBodySchema,
  DivisionTreeNode: DivisionTreeNodeSchema as v.GenericSchema,
  CompanyDivisionTreeNode: CompanyDivisionTreeNodeSchema as v.GenericSchema,
};

const COMPONENT_SCHEMAS = '#/components/schemas/';

function isBlobSchema(schema: unknown): boolean {
  const { type, class: of } = schema as { type?: string; class?: unknown };
  return type === 'instance' && typeof Blob !== 'undefined' && of === Blob;
}

const baseConversion: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction.type !== 'code_point_length') return undefined;
    const { min, max } = (valibotAction as unknown as { requirement: { min: number; max: number } })
      .requirement;
    return { ...jsonSchema, minLength: min, maxLength: max };
  },
  // A file of a multipart body: bytes, as OpenAPI 3.1 writes binary content (`contentMediaType`),
  // with the `format` of OpenAPI 3.0 that many client generators still read.
  overrideSchema: ({ valibotSchema }) =>
    isBlobSchema(valibotSchema)
      ? { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' }
      : undefined,
};

/**
 * The component name of a named schema in a mode: its name, or `<name>Input` where a request takes
 * it and its input differs from its output (a transform).
 */
const componentName: (mode: Mode, name: string) => string = (() => {
  const plain = (mode: Mode) =>
    toJsonSchemaDefs(NAMED_SCHEMAS, { ...baseConversion, typeMode: mode }) as Record<string, unknown>;
  const [input, output] = [plain('input'), plain('output')];
  return (mode, name) =>
    mode === 'input' && JSON.stringify(input[name]) !== JSON.stringify(output[name]) ? `${name}Input` : name;
})();

/** Each `#/components/schemas/` name the value refers to. */
function componentRefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(componentRefs);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' && item.startsWith(COMPONENT_SCHEMAS)
      ? [item.slice(COMPONENT_SCHEMAS.length)]
      : componentRefs(item),
  );
}

interface Converter {
  schemaOf(schema: v.GenericSchema, mode: Mode): JsonSchema;
  /** A reference to a named schema. */
  refer(name: keyof typeof NAMED_SCHEMAS): JsonSchema;
  /** The named schemas referred to so far (and those they refer to), under their component names. */
  components(): Record<string, JsonSchema>;
}

/**
 * How a schema converts in each mode: the named schemas are referred to under
 * `#/components/schemas/`, and each name referred to is kept in `used` (once per document).
 */
function createConverter(): Converter {
  const used = new Set<string>();
  const conversionOf = (mode: Mode): ConversionConfig => ({
    ...baseConversion,
    typeMode: mode,
    definitions: NAMED_SCHEMAS,
    overrideRef: ({ referenceId }) => {
      if (!(referenceId in NAMED_SCHEMAS)) {
        throw new Error('A recursive schema of the contract needs a name in the OpenAPI NAMED_SCHEMAS');
      }
      const name = componentName(mode, referenceId);
      used.add(name);
      return COMPONENT_SCHEMAS + name;
    },
  });
  const conversions = { input: conversionOf('input'), output: conversionOf('output') };
  // Converting with the definitions converts them again on every call, so a schema is converted
  // with them only when the plain conversion met a named schema (or a recursive one).
  const named = new Set<unknown>(Object.values(NAMED_SCHEMAS));
  let metNamed = false;
  const plainOf = (mode: Mode): ConversionConfig => ({
    ...baseConversion,
    typeMode: mode,
    overrideSchema: (context) => {
      if (named.has(context.valibotSchema)) metNamed = true;
      return baseConversion.overrideSchema?.(context);
    },
  });
  const plains = { input: plainOf('input'), output: plainOf('output') };
  return {
    schemaOf(schema, mode) {
      metNamed = false;
      const plain = toJsonSchema(schema, plains[mode]);
      const json = metNamed || plain.$defs ? toJsonSchema(schema, conversions[mode]) : plain;
      const { $schema: _, $defs: __, ...rest } = json;
      return rest;
    },
    refer(name) {
      const component = componentName('output', name);
      used.add(component);
      return { $ref: COMPONENT_SCHEMAS + component };
    },
    components() {
      const wanted = [...used];
      const all: Record<string, JsonSchema> = {};
      for (const mode of ['output', 'input'] as const) {
        for (const [name, schema] of Object.entries(toJsonSchemaDefs(NAMED_SCHEMAS, conversions[mode]))) {
          all[componentName(mode, name)] = schema;
        }
      }
      const kept = new Set<string>();
      while (wanted.length > 0) {
        const name = wanted.pop() as string;
        if (kept.has(name)) continue;
        kept.add(name);
        wanted.push(...componentRefs(all[name]));
      }
      return Object.fromEntries(Object.entries(all).filter(([name]) => kept.has(name)));
    },
  };
}

function parametersOf(
  converter: Converter,
  schema: v.GenericSchema | undefined,
  location: 'path' | 'query',
): JsonObject[] {
  if (!schema) return [];
  const json = converter.schemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
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
  if (session && !endpoint.openBeforePasswordChange) codes.push('PASSWORD_CHANGE_REQUIRED', 'TRIAL_EXPIRED');
  if (needsMoreThanSession(endpoint.capability)) codes.push('FORBIDDEN');
  return [...new Set([...codes, ...(endpoint.errors ?? [])])];
}

/** The codes of an endpoint's `/api/v1` route: the key's refusals instead of the session's. */
export function documentedKeyErrorCodes(endpoint: EndpointDefinition): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (endpoint.params ?? endpoint.query ?? endpoint.body) codes.push('VALIDATION_FAILED');
  if (endpoint.body && !endpoint.multipart) codes.push('MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE');
  if (endpoint.body) codes.push('PAYLOAD_TOO_LARGE');
  codes.push('UNAUTHORIZED', 'IP_ADDRESS_REJECTED', 'FORBIDDEN', 'TRIAL_EXPIRED', 'RATE_LIMITED');
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
function errorResponses(converter: Converter, codes: readonly ErrorCode[]): JsonObject {
  const errorBody = converter.refer('ErrorBody');
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
              allOf: [errorBody, { type: 'object', properties: { code: { type: 'string', enum: of } } }],
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

function operationOf(
  converter: Converter,
  area: string,
  name: string,
  endpoint: EndpointDefinition,
): JsonObject {
  // A GET that changes state only with a query flag asks for the token in its security, which a
  // generic client then always sends (harmless on a read); the extension says when it is required.
  const xsrf = mayNeedXsrfToken(endpoint);
  const xsrfFlag = stateChangingQueryFlag(endpoint);
  const queryParameters = parametersOf(converter, endpoint.query, 'query').map((parameter) =>
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
          ...(endpoint.produces
            ? {
                headers: {
                  'Content-Disposition': {
                    description:
                      'The name of the file, when it has one (RFC 6266, with `filename*` in UTF-8)',
                    schema: { type: 'string' },
                  },
                },
                content: {
                  [endpoint.produces]: {
                    schema: { type: 'string', format: 'binary', contentMediaType: endpoint.produces },
                  },
                },
              }
            : {
                content: { 'application/json': { schema: converter.schemaOf(endpoint.response, 'output') } },
              }),
        },
      };
  const errors = errorResponses(converter, documentedErrorCodes(endpoint));
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
    parameters: [...parametersOf(converter, endpoint.params, 'path'), ...queryParameters],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: converter.schemaOf(endpoint.body, 'input'),
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
function keyOperationOf(
  converter: Converter,
  area: string,
  name: string,
  endpoint: EndpointDefinition,
): JsonObject {
  const route = endpoint.publicApi;
  if (!route) throw new Error(`${area}.${name} has no /api/v1 route`);
  const operation = operationOf(converter, area, name, endpoint);
  const errors = errorResponses(converter, documentedKeyErrorCodes(endpoint));
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
  const converter = createConverter();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [area, endpoints] of Object.entries(table)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const method = endpoint.method.toLowerCase();
      if (!endpoint.keyOnly) {
        const browserPath = openApiPath(API_PREFIX_BROWSER, endpoint.path);
        (paths[browserPath] ??= {})[method] = operationOf(converter, area, name, endpoint);
      }
      if (endpoint.publicApi) {
        const keyPath = openApiPath(API_PREFIX_KEY, endpoint.publicApi.path);
        (paths[keyPath] ??= {})[method] = keyOperationOf(converter, area, name, endpoint);
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
    servers: [
      options.serverUrl
        ? { url: options.serverUrl, description: 'The public address of this Kizuna' }
        : { url: '/', description: 'The origin that serves this document' },
    ],
    tags: [...Object.keys(table), 'v1'].map((name) => {
      const description = (TAG_DESCRIPTIONS as Record<string, string | undefined>)[name];
      return description ? { name, description } : { name };
    }),
    paths,
    components: {
      schemas: converter.components(),
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
