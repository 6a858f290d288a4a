import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request the fake received, as the tests check it. */
export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

export type FakeFault = { status: number; body?: string } | 'timeout' | 'garbage';

interface FakeCall {
  id: string;
  personality: 'originator' | 'terminator';
  state: 'connecting' | 'alerting' | 'connected' | 'held' | 'disconnected';
  remoteParty: { number: string; name: string };
}

/**
 * A local stand-in for the documented Webex endpoints Kizuna drives: `GET /v1/authorize` (approves
 * at once and redirects back with code and state, or `error=access_denied`), `POST
 * /v1/access_token` (authorization_code and refresh_token grants, form encoded), `GET
 * /v1/people/me` (the person each authorisation acts as) and the call-control API under
 * `/v1/telephony/calls` with bearer tokens it issued.
 */
export interface FakeWebex {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: FakeRequest[];
  /** Seconds an issued access token lives (Webex: 14 days; tests shorten it). */
  accessTokenSeconds: number;
  /** The next authorisation is refused by the user. */
  denyNext: boolean;
  /** Answers the next requests (under /v1/telephony) with these faults, one each. */
  failNext(...faults: FakeFault[]): void;
  /** Makes every access token issued so far invalid (as if Webex revoked them early). */
  revokeAccessTokens(): void;
  /** Makes every refresh token invalid (the user removed the integration at Webex). */
  revokeRefreshTokens(): void;
  /** An outside number calls the user holding the token. */
  ringFrom(number: string): string;
  /** The Webex person id of the last authorisation (what `GET /v1/people/me` answers for it). */
  readonly lastPersonId: string | null;
  close(): Promise<void>;
}

export async function startFakeWebex(): Promise<FakeWebex> {
  const clientId = `C${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { redirectUri: string; personId: string }>();
  const personOfToken = new Map<string, string>();
  const accessTokens = new Set<string>();
  const accessExpiry = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const faults: FakeFault[] = [];
  const calls: FakeCall[] = [];
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();

  const fake = {
    url: '',
    clientId,
    clientSecret,
    requests,
    accessTokenSeconds: 3600,
    denyNext: false,
    lastPersonId: null as string | null,
    failNext(...next: FakeFault[]) {
      faults.push(...next);
    },
    revokeAccessTokens() {
      accessTokens.clear();
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    ringFrom(number: string) {
      const id = `call-${randomBytes(6).toString('hex')}`;
      calls.push({ id, personality: 'terminator', state: 'alerting', remoteParty: { number, name: '' } });
      return id;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function issueTokens(personId: string) {
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    personOfToken.set(access, personId);
    personOfToken.set(refresh, personId);
    accessTokens.add(access);
    accessExpiry.set(access, Date.now() + fake.accessTokenSeconds * 1000);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      expires_in: fake.accessTokenSeconds,
      refresh_token: refresh,
      refresh_token_expires_in: 7_776_000,
      token_type: 'Bearer',
      scope: 'spark:calls_read spark:calls_write',
    };
  }

  function handleToken(res: ServerResponse, body: string) {
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return json(res, 401, { message: 'The request requires a valid client.' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.redirectUri !== form.get('redirect_uri'))
        return json(res, 400, { message: 'Invalid authorization code' });
      return json(res, 200, issueTokens(issued.personId));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh)) return json(res, 400, { message: 'Invalid refresh token' });
      const issued = issueTokens(personOfToken.get(refresh) ?? '');
      // Webex keeps the refresh token on a refresh.
      refreshTokens.delete(issued.refresh_token);
      return json(res, 200, { ...issued, refresh_token: refresh });
    }
    return json(res, 400, { message: 'unsupported grant_type' });
  }

  function handleTelephony(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !accessTokens.has(token) || (accessExpiry.get(token) ?? 0) < Date.now())
      return json(res, 401, {
        message: 'The request requires a valid access token set in the Authorization request header.',
      });
    const fault = faults.shift();
    if (fault === 'timeout') return; // never answers; the client's timeout ends it
    if (fault === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('<html>not json</html>');
    }
    if (fault) return json(res, fault.status, fault.body ? JSON.parse(fault.body) : { message: 'fault' });
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const find = () => calls.find((c) => c.id === input.callId && c.state !== 'disconnected');
    switch (`${req.method} ${path}`) {
      case 'GET /v1/telephony/calls':
        return json(res, 200, {
          items: calls.filter((c) => c.state !== 'disconnected').map((c) => ({ ...c, callSessionId: c.id })),
        });
      case 'POST /v1/telephony/calls/dial': {
        const destination = input.destination;
        if (typeof destination !== 'string' || !/^[0-9+*#]+$/.test(destination))
          return json(res, 400, { message: 'Invalid destination' });
        const id = `call-${randomBytes(6).toString('hex')}`;
        calls.push({
          id,
          personality: 'originator',
          state: 'connected',
          remoteParty: { number: destination, name: '' },
        });
        return json(res, 201, { callId: id, callSessionId: id });
      }
      case 'POST /v1/telephony/calls/answer':
      case 'POST /v1/telephony/calls/hold':
      case 'POST /v1/telephony/calls/resume':
      case 'POST /v1/telephony/calls/hangup': {
        const call = find();
        if (!call) return json(res, 404, { message: 'Call not found' });
        call.state = path.endsWith('hold') ? 'held' : path.endsWith('hangup') ? 'disconnected' : 'connected';
        res.writeHead(204);
        return res.end();
      }
      default:
        return json(res, 404, { message: 'not found' });
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', fake.url);
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        body,
      });
      if (req.method === 'GET' && url.pathname === '/v1/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (fake.denyNext || url.searchParams.get('client_id') !== clientId) {
          fake.denyNext = false;
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(12).toString('hex');
          const personId = `Y2lzY29zcGFyazovL3VzL1BFT1BMRS8${randomBytes(8).toString('hex')}`;
          codes.set(code, { redirectUri, personId });
          fake.lastPersonId = personId;
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { Location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/v1/access_token') return handleToken(res, body);
      if (url.pathname.startsWith('/v1/telephony/')) return handleTelephony(req, res, url.pathname, body);
      if (req.method === 'GET' && url.pathname === '/v1/people/me') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        if (!accessTokens.has(token)) return json(res, 401, { message: 'invalid access token' });
        return json(res, 200, { id: personOfToken.get(token), emails: [], displayName: 'Webex user' });
      }
      json(res, 404, { message: 'not found' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
