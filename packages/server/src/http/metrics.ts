import { timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import { clientAddress } from './clientAddress.js';
import { isAddressAllowed } from './ipAllowList.js';
import type { RequestObservation } from './requestLog.js';

/** Latency buckets in seconds: a request is fast below 0.1 s and late past 1 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Fan-out lag buckets in seconds (NOTIFY received → written to the sockets). */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

type Labels = Readonly<Record<string, string>>;

class Histogram {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(readonly buckets: readonly number[]) {
    this.counts = buckets.map(() => 0);
  }
  observe(value: number) {
    this.sum += value;
    this.count++;
    this.buckets.forEach((bound, i) => {
      if (value <= bound) this.counts[i]! += 1;
    });
  }
}

function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(
    ([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return parts.length ? `{${parts.join(',')}}` : '';
}

function histogramLines(name: string, labels: Labels, histogram: Histogram): string[] {
  const lines = histogram.buckets.map(
    (bound, i) => `${name}_bucket${labelText({ ...labels, le: String(bound) })} ${histogram.counts[i]}`,
  );
  lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${histogram.count}`);
  lines.push(`${name}_sum${labelText(labels)} ${histogram.sum}`);
  lines.push(`${name}_count${labelText(labels)} ${histogram.count}`);
  return lines;
}

/** Values read when `/metrics` is scraped. */
export interface MetricsSources {
  admission?: () => { inFlight: number; queued: number; shed: number };
  databasePool?: () => { inUse: number; waiting: number };
  openSockets?: () => number;
}

export interface Metrics {
  observeRequest(observation: RequestObservation): void;
  observeFanOutLag(seconds: number): void;
  readonly sources: MetricsSources;
  /** The Prometheus text exposition format (version 0.0.4). */
  render(): string;
}

export function createMetrics(): Metrics {
  const requests = new Map<string, { labels: Labels; count: number }>();
  const latencies = new Map<string, { labels: Labels; histogram: Histogram }>();
  const fanOutLag = new Histogram(LAG_BUCKETS);
  const sources: MetricsSources = {};

  return {
    sources,
    observeRequest({ method, route, status, seconds }) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      const counted = { route, method, status_class: statusClass };
      const countKey = JSON.stringify(counted);
      const counter = requests.get(countKey) ?? { labels: counted, count: 0 };
      counter.count++;
      requests.set(countKey, counter);
      const timed = { route, status_class: statusClass };
      const timeKey = JSON.stringify(timed);
      const latency = latencies.get(timeKey) ?? { labels: timed, histogram: new Histogram(LATENCY_BUCKETS) };
      latency.histogram.observe(seconds);
      latencies.set(timeKey, latency);
    },
    observeFanOutLag(seconds) {
      fanOutLag.observe(seconds);
    },
    render() {
      const lines: string[] = [];
      const gauge = (name: string, help: string, value: number, type = 'gauge') => {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`);
      };
      lines.push(
        '# HELP kizuna_http_requests_total Requests answered, per route pattern, method and status class.',
        '# TYPE kizuna_http_requests_total counter',
      );
      for (const { labels, count } of requests.values())
        lines.push(`kizuna_http_requests_total${labelText(labels)} ${count}`);
      lines.push(
        '# HELP kizuna_http_request_duration_seconds Time to answer, per route pattern and status class.',
        '# TYPE kizuna_http_request_duration_seconds histogram',
      );
      for (const { labels, histogram } of latencies.values())
        lines.push(...histogramLines('kizuna_http_request_duration_seconds', labels, histogram));
      const admission = sources.admission?.();
      if (admission) {
        gauge('kizuna_admission_in_flight', 'Requests being served now.', admission.inFlight);
        gauge('kizuna_admission_queued', 'Requests waiting in line now.', admission.queued);
        gauge(
          'kizuna_admission_refused_total',
          'Requests turned away with 503 (line full or waited too long).',
          admission.shed,
          'counter',
        );
      }
      const pool = sources.databasePool?.();
      if (pool) {
        gauge('kizuna_db_pool_in_use', 'Database connections checked out.', pool.inUse);
        gauge('kizuna_db_pool_waiting', 'Queries waiting for a database connection.', pool.waiting);
      }
      if (sources.openSockets) gauge('kizuna_open_sockets', 'Open event sockets.', sources.openSockets());
      lines.push(
        '# HELP kizuna_event_fanout_lag_seconds From a NOTIFY received to its events written to the sockets.',
        '# TYPE kizuna_event_fanout_lag_seconds histogram',
        ...histogramLines('kizuna_event_fanout_lag_seconds', {}, fanOutLag),
      );
      return `${lines.join('\n')}\n`;
    },
  };
}

export interface MetricsAccess {
  /** `KIZUNA_METRICS_TOKEN`: scrapers send `Authorization: Bearer <token>`. */
  readonly token?: string | null;
  /** `KIZUNA_METRICS_ALLOW`: addresses or CIDR blocks that may scrape without a token. */
  readonly allowList?: readonly string[];
  readonly trustedProxyHops: number;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics`: for a scraper with the token or from an allowed address. Without either set
 * the endpoint does not exist (404); a caller with neither gets 404 too, revealing nothing.
 */
export function metricsHandler(metrics: Metrics, access: MetricsAccess): Handler {
  const allowList = access.allowList ?? [];
  return (c) => {
    const token = access.token ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    const byToken = token !== '' && bearer !== '' && sameSecret(bearer, token);
    const byAddress =
      allowList.length > 0 && isAddressAllowed(clientAddress(c, access.trustedProxyHops), allowList);
    if (!byToken && !byAddress) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-store');
    return c.body(metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
  };
}
