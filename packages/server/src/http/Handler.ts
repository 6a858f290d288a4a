import type { EndpointDefinition, EndpointOutput, PublicApiScope } from '@kizuna/api-client/contract';
import type { Context } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/createDatabase.js';
import type { UploadSpool } from '../modules/contactImport/index.js';
import type { Principal } from '../modules/principal/index.js';
import type { OutboundClient } from '../outbound/index.js';

export interface AppDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  /** The current time; tests move it to check idle timeouts and notice periods. */
  readonly clock: () => Date;
  /** Where accepted import files wait when the database does not keep them (the embedded one). */
  readonly uploadSpool?: UploadSpool | null;
  /** Every call to a server a tenant or the operator configured goes through it. */
  readonly outbound: OutboundClient;
}

type OutputOf<S> = S extends GenericSchema ? InferOutput<S> : undefined;

/** The request parts after validation: what the endpoint's schemas output. */
export type ValidInput<E> =
  E extends EndpointDefinition<infer P, infer Q, infer B, GenericSchema>
    ? { readonly params: OutputOf<P>; readonly query: OutputOf<Q>; readonly body: OutputOf<B> }
    : never;

/** Who calls `/api/v1`: an API key, of a person (acting as them) or of a service connection. */
export interface ApiCaller {
  readonly keyId: number;
  readonly tenantId: number;
  /** The owner of a personal key; null for a service connection's key. */
  readonly userId: number | null;
  readonly scopes: readonly PublicApiScope[];
}

export interface HandlerContext<E extends EndpointDefinition> {
  readonly input: ValidInput<E>;
  /** The signed-in user; reading it without a session answers 401. */
  readonly principal: Principal;
  /** The signed-in user, or null on public endpoints called without a session. */
  readonly optionalPrincipal: Principal | null;
  /**
   * The API key of a `/api/v1` call (absent on browser calls). A personal key's calls also have
   * its owner as `principal`; a service connection's have none (reading it answers 403).
   */
  readonly apiCaller?: ApiCaller;
  readonly deps: AppDeps;
  readonly clientAddress: string;
  /** The Hono context, for cookies. */
  readonly c: Context;
}

export type Handler<E extends EndpointDefinition> = (
  context: HandlerContext<E>,
) => Promise<EndpointOutput<E>>;

/** One handler per endpoint of an area; a missing one is a type error. */
export type AreaHandlers<TArea extends Record<string, EndpointDefinition>> = {
  readonly [K in keyof TArea]: Handler<TArea[K]>;
};

const READ_ONLY = Symbol('readOnly');

/**
 * Marks a handler that only reads: it writes nothing and has no effect outside its answer. Such a
 * handler may start, with the principal kept for the session, while the session itself is being
 * read; its answer is used only if that read confirms the same principal (registerContractRoutes).
 */
export function readOnly<E extends EndpointDefinition>(handler: Handler<E>): Handler<E> {
  return Object.assign(handler, { [READ_ONLY]: true });
}

export function isReadOnly(handler: Handler<EndpointDefinition>): boolean {
  return READ_ONLY in handler;
}
