#!/usr/bin/env node
// `node bench/floorMap.mjs [--people 5000] [--seconds 4]`: the floor map component with N generated
// people in headless Chromium (see README.md). Prints one JSON line: the first frame, frame times
// while panning (fitted and zoomed in), the JS heap.
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import CHROMIUM_ARGS from '../e2e/support/chromiumArgs.json' with { type: 'json' };
import { freePort } from './freePort.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '4' },
    width: { type: 'string', default: '1366' },
    height: { type: 'string', default: '768' },
    /** Saves a picture of the map after the first frame and after panning zoomed in (`x.png`, `x-zoomed.png`). */
    screenshot: { type: 'string' },
    /** Writes a Chrome trace of the fitted panning phase (open it in DevTools' Performance panel). */
    trace: { type: 'string' },
  },
});
const PEOPLE = Number(values.people);
const PAN_MS = Number(values.seconds) * 1000;
const HOST = '127.0.0.1';

const percentile = (list, p) => {
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
};
const summary = (list) => ({
  p50: percentile(list, 50),
  p95: percentile(list, 95),
  max: percentile(list, 100),
});
const round = (ms) => Math.round(ms * 10) / 10;

/** The bench page built for production (minified React, as people get it). */
async function buildPage() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'kizuna-floormap-'));
  await build({
    root: path.join(here, 'floorMapPage'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

function serve(dir, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url, `http://${HOST}`).pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve(server)));
}

async function startTrace(cdp) {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'toplevel',
        'blink',
        'cc',
        'gpu',
        'viz',
        'skia',
      ],
    },
  });
}

async function stopTrace(cdp, file) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  const chunks = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString() : data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  writeFileSync(file, chunks.join(''));
}

const outDir = await buildPage();
const port = await freePort(HOST);
const server = await serve(outDir, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: Number(values.width), height: Number(values.height) },
  });
  await page.goto(`http://${HOST}:${port}/`);
  await page.waitForFunction(() => 'floorMapBench' in window);
  const first = await page.evaluate((count) => window.floorMapBench.mount(count), PEOPLE);
  if (values.screenshot) await page.screenshot({ path: values.screenshot });
  const cdp = await page.context().newCDPSession(page);
  if (values.trace) await startTrace(cdp);
  const fitted = await page.evaluate((ms) => window.floorMapBench.pan(ms, 1), PAN_MS);
  if (values.trace) await stopTrace(cdp, values.trace);
  const zoomed = await page.evaluate((ms) => window.floorMapBench.pan(ms, 4), PAN_MS);
  if (values.screenshot) await page.screenshot({ path: values.screenshot.replace(/\.png$/, '-zoomed.png') });
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const fps = (frames) =>
    frames.length === 0 ? null : round(1000 / (frames.reduce((a, b) => a + b, 0) / frames.length));
  console.log(
    JSON.stringify({
      bench: 'floorMap',
      people: PEOPLE,
      viewport: `${values.width}x${values.height}`,
      firstRenderMs: round(first.firstFrameMs),
      firstDrawMs: round(first.drawMs),
      commitMs: round(first.commitMs),
      panFitted: {
        frames: fitted.frameMs.length,
        fps: fps(fitted.frameMs),
        frameMs: summary(fitted.frameMs),
        drawMs: summary(fitted.drawMs),
      },
      panZoomed4x: {
        frames: zoomed.frameMs.length,
        fps: fps(zoomed.frameMs),
        frameMs: summary(zoomed.frameMs),
        drawMs: summary(zoomed.drawMs),
      },
      jsHeapUsedMB: Math.round((heap.usedSize / 1048576) * 10) / 10,
      loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    }),
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
