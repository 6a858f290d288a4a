import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/environment';

const BENCH = fileURLToPath(new URL('../../bench/bundle.mjs', import.meta.url));

/** What one page of `bench/bundle.mjs` prints. */
interface BundleLine {
  page: string;
  js: { gzipBytes: number };
  jsGzipCeiling: number;
  withinCeiling: boolean;
}

describe('bundle budgets', () => {
  // The bench against the server of this run: the browser's first screen, measured as a user gets it.
  it('sign-in, the visit up to home and the widget pages stay within their JavaScript ceilings', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [BENCH, '--url', baseURL()], {
      env: process.env,
    });
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as BundleLine);
    expect(lines.map((line) => line.page)).toEqual([
      'sign-in',
      'home',
      'widgets:loader',
      'widgets:presence-badge',
      'widgets:call-panel',
      'widgets:thanks-card',
      'widgets:contact-search',
      'widgets:floor-map',
      'widgets:all',
    ]);
    // The standalone loader itself: every element registered for at most 10 kB.
    expect(lines.find((line) => line.page === 'widgets:loader')?.js.gzipBytes).toBeLessThanOrEqual(10_000);
    for (const line of lines) {
      expect(
        line.js.gzipBytes,
        `${line.page}: JavaScript (gzip) over ${line.jsGzipCeiling}`,
      ).toBeLessThanOrEqual(line.jsGzipCeiling);
    }
  });
});
