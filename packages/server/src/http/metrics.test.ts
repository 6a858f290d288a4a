import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { createMetrics, metricsHandler, type MetricsAccess } from './metrics.js';

const TOKEN = 'scrape-me-0123456789';

/** Parses the text exposition format strictly: every line a comment of HELP/TYPE or a sample. */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.trimEnd().split('\n')) {
    if (line.startsWith('#')) {
      expect(line).toMatch(
        /^# (HELP [a-z_:][a-z0-9_:]* .+|TYPE [a-z_:][a-z0-9_:]* (counter|gauge|histogram))$/,
      );
      continue;
    }
    const match =
      /^([a-z_:][a-z0-9_:]*)(\{(?:[a-z_]+="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|\+Inf|NaN)$/.exec(line);
    expect(match, line).not.toBeNull();
    samples.set(`${match?.[1]}${match?.[2] ?? ''}`, Number(match?.[3]));
  }
  return samples;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: TOKEN });
});
afterAll(async () => {
  await server?.close();
});

const scrape = (token = TOKEN) =>
  fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

describe('/metrics', () => {
  it('answers the text format, and the request counters and histograms move', async () => {
    const infoCount = (samples: Map<string, number>) =>
      samples.get(
        'kizuna_http_requests_total{route="/api/browser/principal/user/info",method="GET",status_class="4xx"}',
      ) ?? 0;
    const before = parseExposition(await (await scrape()).text());
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/browser/principal/user/info`);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = parseExposition(await response.text());
    expect(infoCount(after) - infoCount(before)).toBe(3);
    expect(
      after.get(
        'kizuna_http_request_duration_seconds_count{route="/api/browser/principal/user/info",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      after.get(
        'kizuna_http_request_duration_seconds_bucket{route="/api/browser/principal/user/info",status_class="4xx",le="+Inf"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(after.get('kizuna_admission_in_flight')).toBe(0);
    expect(after.has('kizuna_admission_refused_total')).toBe(true);
    expect(after.get('kizuna_open_sockets')).toBe(0);
    expect(after.has('kizuna_event_fanout_lag_seconds_count')).toBe(true);
  });

  it('answers 404 without the token or with a wrong one', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await scrape('not-the-token')).status).toBe(404);
  });
});

describe('metrics access', () => {
  const appWith = (access: Partial<MetricsAccess>) => {
    const app = new Hono();
    app.get('/metrics', metricsHandler(createMetrics(), { trustedProxyHops: 1, ...access }));
    return app;
  };
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('does not exist without a token or an allow-list', async () => {
    const app = appWith({});
    expect((await app.request('/metrics', from('127.0.0.1'))).status).toBe(404);
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer ' } })).status).toBe(404);
  });

  it('serves the addresses of the allow-list only', async () => {
    const app = appWith({ allowList: ['10.1.0.0/16'] });
    expect((await app.request('/metrics', from('10.1.2.3'))).status).toBe(200);
    expect((await app.request('/metrics', from('10.2.0.1'))).status).toBe(404);
  });
});
