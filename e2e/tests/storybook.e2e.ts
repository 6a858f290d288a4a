import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorybookPreview } from '../pages/StorybookPreview';
import { launchBrowser } from '../support/browser';
import { blockingViolations } from '../support/expectAccessible';
import { serveStatic } from '../support/serveStatic';
import type { StaticServer } from '../support/serveStatic';

// Built by `pnpm build-storybook`, which runs before the browser tests in `pnpm test:all`.
const STATIC_DIR = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const built = existsSync(`${STATIC_DIR}/index.json`);
const THEMES = ['light', 'dark'] as const;
const PAGES_IN_PARALLEL = 3;

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

function storyIds(): string[] {
  const index = JSON.parse(readFileSync(`${STATIC_DIR}/index.json`, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** Storybook's a11y addon runs axe after each render too; ours waits until that run is over. */
async function analyze(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A story is a fragment, not a page: page-structure rules (landmarks, one h1) do not apply.
      // label-content-name-mismatch is experimental in axe 4 and outside its default set, which the
      // other browser tests run; the Storybook a11y addon's own axe in the same page sometimes
      // switches it on for this run as well.
      return await new AxeBuilder({ page })
        .disableRules(['region', 'landmark-one-main', 'page-has-heading-one', 'label-content-name-mismatch'])
        .analyze();
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(100);
    }
  }
}

async function blockingFindings(page: Page): Promise<string[]> {
  const results = await analyze(page);
  return blockingViolations(results).map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

describe.skipIf(!built)('Storybook stories', () => {
  let browser: Browser;
  let server: StaticServer;
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await serveStatic(STATIC_DIR);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // About 5 minutes on a quiet machine; the limit leaves room for a loaded one.
  it('every story renders and axe finds nothing moderate or worse, in the light and the dark theme', async () => {
    const ids = storyIds();
    expect(ids.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const share = Math.ceil(ids.length / PAGES_IN_PARALLEL);
    await Promise.all(
      Array.from({ length: PAGES_IN_PARALLEL }, async (_, worker) => {
        const mine = ids.slice(worker * share, (worker + 1) * share);
        if (mine.length === 0) return;
        const context = await browser.newContext({ reducedMotion: 'reduce' });
        const page = await context.newPage();
        const preview = new StorybookPreview(page, server.url);
        for (const theme of THEMES) {
          await preview.open(mine[0]!, theme);
          for (const id of mine) {
            // Each story on a fresh page: overlays and play functions of the one before cannot leak in.
            await preview.open(id, theme);
            await page.waitForLoadState('networkidle');
            const failure = await preview.renderError();
            const findings = failure ? [`render error: ${failure}`] : await blockingFindings(page);
            for (const finding of findings) problems.push(`${id} (${theme}): ${finding}`);
          }
        }
        await context.close();
      }),
    );
    expect(problems).toEqual([]);
  }, 1_800_000);
});

if (!built) {
  describe('Storybook stories', () => {
    it.skip(`skipped: ${STATIC_DIR} is missing; run \`pnpm build-storybook\` first`, () => undefined);
  });
}
