import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A load balancer's request id is kept when it is plain: letters, digits, `.-_:`, 8–128 long. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where log lines go: one JSON object per line (stdout by default). */
export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => {
  // Through the console (stdout, one line), so whatever watches the console sees the log too.
  console.info(line);
};

/** Field names that never reach a log line, whatever a caller passes. */
const SECRET_FIELD = /pass(word)?|secret|token|key|cookie|authorization|session/i;

export interface Logger {
  log(level: LogLevel, event: string, fields?: Readonly<Record<string, unknown>>): void;
}

export function createLogger(sink: LogSink = stdoutSink, clock: () => Date = () => new Date()): Logger {
  return {
    log(level, event, fields = {}) {
      const line: Record<string, unknown> = { level, time: clock().toISOString(), event };
      for (const [name, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        line[name] = SECRET_FIELD.test(name) ? '[redacted]' : value;
      }
      sink(JSON.stringify(line));
    },
  };
}

interface RequestFacts {
  readonly requestId: string;
  tenantId?: number;
  userId?: number;
}

const factsOf = new WeakMap<Request, RequestFacts>();

/** The id of the request being served (set by `requestIds`); empty outside a request. */
export function requestIdOf(c: Context): string {
  return factsOf.get(c.req.raw)?.requestId ?? '';
}

/** Tells the request's log line whose call it is, once the caller is known. */
export function noteCaller(c: Context, tenantId: number, userId: number | null): void {
  const facts = factsOf.get(c.req.raw);
  if (!facts) return;
  facts.tenantId = tenantId;
  if (userId !== null) facts.userId = userId;
}

/**
 * The route pattern that answered (`/api/users/:id`, not the ids themselves), so logs and metrics
 * group requests without one line per id; `*` when no route did (not found, refused before it).
 */
export function routePatternOf(c: Context): string {
  try {
    return routePath(c) || '*';
  } catch {
    return '*';
  }
}

export interface RequestObservation {
  readonly method: string;
  readonly route: string;
  readonly status: number;
  readonly seconds: number;
}

export interface RequestIdsOptions {
  /** One JSON line per request; absent: no request log. */
  readonly logger?: Logger;
  /** Told about every request when it is answered (metrics). */
  readonly observe?: (observation: RequestObservation) => void;
}

/**
 * Gives every request an id (a sane `X-Request-Id` from the load balancer, else a new one), sends
 * it back on the answer, and writes the request's log line: method, route pattern, status,
 * duration, tenant and user — never the query string, headers, cookies or body.
 */
export function requestIds(options: RequestIdsOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const facts: RequestFacts = {
      requestId: incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID(),
    };
    factsOf.set(c.req.raw, facts);
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // An answer thrown past the error handler still carries the id.
      if (c.finalized) c.res.headers.set(REQUEST_ID_HEADER, facts.requestId);
      const status = c.finalized ? c.res.status : 500;
      const route = routePatternOf(c);
      options.observe?.({ method: c.req.method, route, status, seconds });
      options.logger?.log(status >= 500 ? 'error' : 'info', 'request', {
        requestId: facts.requestId,
        tenantId: facts.tenantId,
        userId: facts.userId,
        method: c.req.method,
        route,
        status,
        durationMs: Math.round(seconds * 100_000) / 100,
      });
    }
  };
}
