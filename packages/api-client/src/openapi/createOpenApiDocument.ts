import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { contract } from '../contract';
import {
  API_PREFIX_BROWSER,
  API_PREFIX_KEY,
  needsXsrfToken,
  type Capability,
  type EndpointDefinition,
} from '../contract/endpoint';
import { ERROR_CODE_HEADER, XSRF_HEADER } from '../contract/enums';
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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

function operationOf(
  area: string,
  name: string,
  endpoint: EndpointDefinition,
  viaApiKey: boolean,
): JsonObject {
  const write = endpoint.method !== 'GET';
  const xsrf = needsXsrfToken(endpoint);
  const session = requiresSession(endpoint.capability);
  const validated = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
  const noContent = endpoint.response.type === 'null';
  const responses: JsonObject = noContent
    ? { '204': { description: 'Done' } }
    : {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
        },
      };
  if (validated)
    responses['400'] = errorResponse('The request breaks the schema; `fieldErrors` name each field');
  // Public writes answer 401 too: wrong credentials, or an address outside the tenant's allow-list.
  if (session || viaApiKey || write) {
    responses['401'] = {
      ...errorResponse(
        `No session (or no valid API key). \`${ERROR_CODE_HEADER}: IP_ADDRESS_REJECTED\` when the caller's address is not allowed`,
      ),
      headers: { [ERROR_CODE_HEADER]: { schema: { type: 'string' } } },
    };
  }
  if ((xsrf && !viaApiKey) || needsMoreThanSession(endpoint.capability) || viaApiKey) {
    responses['403'] = errorResponse(
      'Missing XSRF token (or one of another session) on a call that changes state, or a capability the caller lacks',
    );
  }
  const security = viaApiKey
    ? [{ apiKey: [] }]
    : endpoint.capability.kind === 'public'
      ? [xsrf ? { xsrf: [] } : {}]
      : [xsrf ? { session: [], xsrf: [] } : { session: [] }];
  return {
    operationId: viaApiKey ? `${area}.${name}.apiKey` : `${area}.${name}`,
    tags: [area],
    summary: endpoint.summary,
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
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
    ...(endpoint.timeoutMs ? { 'x-kizuna-client-timeout-ms': endpoint.timeoutMs } : {}),
    ...(endpoint.apiKeyScope ? { 'x-kizuna-api-key-scope': endpoint.apiKeyScope } : {}),
  };
}

function openApiPath(prefix: string, path: string): string {
  return prefix + path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of an endpoint table (by default the Kizuna contract), as the server
 * serves it at `/api/openapi.json`. Browser endpoints sit under `/api/browser`; those with an
 * API-key scope appear again under `/api/v1`.
 */
export function createOpenApiDocument(
  table: Record<string, Record<string, EndpointDefinition>> = contract,
  options: OpenApiOptions = {},
): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [area, endpoints] of Object.entries(table)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const method = endpoint.method.toLowerCase();
      const browserPath = openApiPath(API_PREFIX_BROWSER, endpoint.path);
      (paths[browserPath] ??= {})[method] = operationOf(area, name, endpoint, false);
      if (endpoint.apiKeyScope) {
        const keyPath = openApiPath(API_PREFIX_KEY, endpoint.path);
        (paths[keyPath] ??= {})[method] = operationOf(area, name, endpoint, true);
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
        `call), also sends the XSRF-TOKEN cookie's value, the token of its session, in the ${XSRF_HEADER} ` +
        'header. Idempotent calls may be retried once on 408, 409, 425, 429, 500, 502, 503 and 504.',
    },
    tags: Object.keys(table).map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: schemaOf(ErrorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName ?? 'KIZUNA_SESSION' },
        xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key of the user, limited to its scopes',
        },
      },
    },
  };
}
