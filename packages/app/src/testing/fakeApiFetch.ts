/** One answer of a fake API: `[status, body]`, the body of a 200, or a `Response` (a file). */
export type FakeAnswer = unknown;

export interface FakeApiCall {
  method: string;
  path: string;
  body: unknown;
  /** The request's query, by name; only when the request has one. */
  query?: Record<string, string>;
}

/**
 * A `fetch` answering `"METHOD /path"` (the path after the API prefix) from `routes`; every other
 * request answers 404. `calls` records what was asked, in order.
 */
export function fakeApiFetch(routes: Record<string, (call: FakeApiCall) => FakeAnswer>) {
  const calls: FakeApiCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname, searchParams } = new URL(request.url);
    const path = pathname.replace(/^\/api\/browser/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    // A multipart upload is recorded as its text; every other body is JSON.
    const json = !(request.headers.get('content-type') ?? '').startsWith('multipart/');
    const body = text ? (json ? (JSON.parse(text) as unknown) : text) : null;
    const call: FakeApiCall = { method: request.method, path, body };
    if (searchParams.size > 0) call.query = Object.fromEntries(searchParams);
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    if (!route) return Response.json({ code: 'NOT_FOUND', message: 'no such endpoint' }, { status: 404 });
    const answer = route(call);
    // A file answer (an export) is given as the Response itself.
    if (answer instanceof Response) return answer;
    if (Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number') {
      return Response.json(answer[1], { status: answer[0] });
    }
    return Response.json(answer);
  };
  return { fetch, calls };
}
