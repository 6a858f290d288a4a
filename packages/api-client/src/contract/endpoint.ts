import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { AdminRole, TenantFeature, VirtualRole } from './enums';
import { ERRORS, type ErrorCode, type RequestErrorCode } from './errors';
import { guardRequestSchema } from './guardRequestSchema';
import type { PublicApiRoute } from './publicApi';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The named rules of §2.1 and §6.5 (`rules/capabilityRules.ts` holds one function per name). */
export const CAPABILITY_RULE_NAMES = [
  'talk',
  'goTalk',
  'thanks',
  'companies',
  'place',
  'intelligenceNavi',
  'searchDocument',
  'groupCompanies',
  'adminMenu',
  'feedback',
  'outlookSync',
  'pbxApiCalling',
  'cucmUserAuthentication',
  'cucm',
  'callSettings',
  'phoneSystem',
] as const;
export type CapabilityRuleName = (typeof CAPABILITY_RULE_NAMES)[number];

/**
 * What a caller must hold to use an endpoint. Data, not code, so the server, the client, the
 * generated tests and the OpenAPI document all read the same rule.
 */
export type Capability =
  /** Anyone, no session (sign-in, health). */
  | { readonly kind: 'public' }
  /** A signed-in user of the tenant. */
  | { readonly kind: 'session' }
  /** An effective feature: a tenant feature or one of the user's virtual roles. */
  | { readonly kind: 'feature'; readonly feature: TenantFeature | VirtualRole }
  /** An admin role of the user. */
  | { readonly kind: 'role'; readonly role: AdminRole }
  /** A named rule of `rules/capabilityRules.ts` (e.g. `talk`, `thanks`, `pbxApiCalling`). */
  | { readonly kind: 'rule'; readonly rule: CapabilityRuleName }
  | { readonly kind: 'all'; readonly of: readonly Capability[] }
  | { readonly kind: 'any'; readonly of: readonly Capability[] };

/** When a GET changes state: on every call, or only when the named query flag is true. */
export type StateChange = boolean | { readonly whenQueryTrue: string };

export interface EndpointDefinition<
  TParams extends GenericSchema | undefined = GenericSchema | undefined,
  TQuery extends GenericSchema | undefined = GenericSchema | undefined,
  TBody extends GenericSchema | undefined = GenericSchema | undefined,
  TResponse extends GenericSchema = GenericSchema,
  TError extends ErrorCode = ErrorCode,
> {
  readonly method: HttpMethod;
  /** Path under the API prefix, with `:name` parameters, e.g. `/internalContacts/:contactId`. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  /** The 2xx answer. `v.null()` for calls that answer 204 No Content. */
  readonly response: TResponse;
  readonly capability: Capability;
  /** Client-side timeout in milliseconds (the password-status call has 40 000). */
  readonly timeoutMs?: number;
  /**
   * The codes of the endpoint's own refusals (its area's, see `withErrors`), beyond the
   * request-level ones (`ERRORS.request`, `ERRORS.access`) any endpoint may answer with.
   */
  readonly errors?: readonly TError[];
  /** Body is multipart/form-data (uploads) instead of JSON. */
  readonly multipart?: boolean;
  /**
   * The 2xx answer is a file of this media type instead of JSON (`response` is then
   * `FileResponseSchema`): the client hands back a `File` named as the answer's
   * Content-Disposition says, and a page may use the endpoint's URL as `<img src>` or a link.
   */
  readonly produces?: string;
  /**
   * A GET of the spec that changes something (answers or ends a call, starts an authorisation):
   * `true`, or `{ whenQueryTrue: 'read' }` for one that changes something only when that query
   * flag is true (reading talk messages with `read=true` marks them read). Such a call needs the
   * XSRF token like a write does, so a link or a navigation from another site cannot trigger it.
   * Every other method changes state by definition and needs no flag.
   */
  readonly changesState?: StateChange;
  /**
   * A session whose password must be changed first (`passwordStatus().changeRequired`) may call
   * it: what the password-change page shows, and the change itself. Every other call of such a
   * session answers 403 `PASSWORD_CHANGE_REQUIRED`; calls that need no session are not affected.
   */
  readonly openBeforePasswordChange?: boolean;
  /** Its route under `/api/v1` for API-key callers, with the scopes it needs there. */
  readonly publicApi?: PublicApiRoute;
  /** Only API-key callers use it: no `/api/browser` route. Needs `publicApi`. */
  readonly keyOnly?: boolean;
}

export function defineEndpoint<
  TParams extends GenericSchema | undefined = undefined,
  TQuery extends GenericSchema | undefined = undefined,
  TBody extends GenericSchema | undefined = undefined,
  TResponse extends GenericSchema = GenericSchema,
  const TError extends ErrorCode = never,
>(
  definition: EndpointDefinition<TParams, TQuery, TBody, TResponse, TError>,
): EndpointDefinition<TParams, TQuery, TBody, TResponse, TError> {
  // Every request part, of every endpoint, refuses what no field may hold (NUL, lone surrogates,
  // oversize strings and arrays): one rule for all, so no endpoint can forget it.
  const guarded = { ...definition };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = definition[part];
    if (schema) Object.assign(guarded, { [part]: guardRequestSchema(schema) });
  }
  return guarded;
}

type WithErrors<E, C extends ErrorCode> =
  E extends EndpointDefinition<infer P, infer Q, infer B, infer R, infer X>
    ? EndpointDefinition<P, Q, B, R, X | C>
    : never;

/** An area's endpoints, each also answering with the area's codes (`errorCodesOf('calls')`). */
export function withErrors<const C extends ErrorCode, T extends Record<string, object>>(
  codes: readonly C[],
  endpoints: T,
): { readonly [K in keyof T]: WithErrors<T[K], C> } {
  // `object`, not `EndpointDefinition`: that as the context would widen each endpoint's own codes.
  return Object.fromEntries(
    Object.entries(endpoints as Record<string, EndpointDefinition>).map(([name, endpoint]) => [
      name,
      { ...endpoint, errors: [...new Set([...codes, ...(endpoint.errors ?? [])])] },
    ]),
  ) as unknown as { readonly [K in keyof T]: WithErrors<T[K], C> };
}

/** Every code a call of the endpoint may fail with: the request-level ones and its own. */
export type EndpointErrorCode<E> =
  | RequestErrorCode
  | (E extends EndpointDefinition<
      GenericSchema | undefined,
      GenericSchema | undefined,
      GenericSchema | undefined,
      GenericSchema,
      infer C
    >
      ? C
      : never);

/** Whether a call of the endpoint may fail with the code: a request-level one, or one of its own. */
export function answersWith(endpoint: Pick<EndpointDefinition, 'errors'>, code: ErrorCode): boolean {
  return (
    Object.hasOwn(ERRORS.request, code) ||
    Object.hasOwn(ERRORS.access, code) ||
    (endpoint.errors ?? []).includes(code)
  );
}

type InputOf<S> = S extends GenericSchema ? InferInput<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E> =
  E extends EndpointDefinition<infer P, infer Q, infer B, GenericSchema>
    ? (P extends GenericSchema ? { params: InputOf<P> } : unknown) &
        (Q extends GenericSchema ? { query?: InputOf<Q> } : unknown) &
        (B extends GenericSchema ? { body: InputOf<B> } : unknown)
    : never;

export type EndpointOutput<E> =
  E extends EndpointDefinition<
    GenericSchema | undefined,
    GenericSchema | undefined,
    GenericSchema | undefined,
    infer R
  >
    ? InferOutput<R>
    : never;

export const API_PREFIX_BROWSER = '/api/browser';
export const API_PREFIX_KEY = '/api/v1';

/**
 * Whether a browser call needs the XSRF token: every method but GET, and the GETs flagged as
 * changing state — those flagged `whenQueryTrue` only when the call's query sets that flag to
 * anything but false (absent and `false` read; `true`, or a value the schema will refuse, may
 * write). `query` is the call's query, as the client sends it or the server receives it. The
 * server refuses such a call without the token; the client fetches one first.
 */
export function needsXsrfToken(
  endpoint: Pick<EndpointDefinition, 'method' | 'changesState'>,
  query: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (endpoint.method !== 'GET' || endpoint.changesState === true) return true;
  if (typeof endpoint.changesState !== 'object') return false;
  const flag = query?.[endpoint.changesState.whenQueryTrue];
  return flag !== undefined && flag !== false && flag !== 'false';
}

/**
 * The query flag that makes a GET change state, for a GET flagged `whenQueryTrue`; `undefined`
 * for every other endpoint (one that needs the token always, or never).
 */
export function stateChangingQueryFlag(
  endpoint: Pick<EndpointDefinition, 'changesState'>,
): string | undefined {
  return typeof endpoint.changesState === 'object' ? endpoint.changesState.whenQueryTrue : undefined;
}

/** Idempotent methods are retried once on transient statuses; POST and PATCH never are. */
export function isIdempotent(method: HttpMethod): boolean {
  return method === 'GET' || method === 'PUT' || method === 'DELETE';
}
