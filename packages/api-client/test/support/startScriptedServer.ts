import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface ScriptedAnswer {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  /** JSON-encoded unless a string; omitted for an empty body. */
  readonly body?: unknown;
  /** Wait this long before answering. */
  readonly delayMs?: number;
  /** Drop the connection without answering. */
  readonly hangUp?: boolean;
}

/**
 * A real HTTP server on port 0 that answers each path from a queue of scripted answers, so the
 * client's HTTP behaviour (retries, errors, timeouts) is checked over a real socket.
 */
export async function startScriptedServer() {
  const script = new Map<string, ScriptedAnswer[]>();
  const seen: SeenRequest[] = [];

  async function answer(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    seen.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body });
    const queue = script.get(`${request.method} ${path}`) ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"NOT_FOUND"}');
      return;
    }
    if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (next.hangUp) {
      request.socket.destroy();
      return;
    }
    const text =
      next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    response.writeHead(next.status ?? 200, {
      ...(typeof next.body === 'object' ? { 'content-type': 'application/json' } : {}),
      ...next.headers,
    });
    response.end(text);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    seen,
    /** Answers for `METHOD /path`, used in order; the last one repeats. */
    on(route: string, ...answers: ScriptedAnswer[]) {
      script.set(route, answers);
    },
    reset() {
      script.clear();
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
