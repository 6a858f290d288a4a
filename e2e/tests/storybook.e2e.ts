import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorybookPreview } from '../pages/StorybookPreview';
import { runAxe } from '../support/axe';
import type { AxeScope } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { blockingViolations } from '../support/expectAccessible';
import { serveStatic } from '../support/serveStatic';
import type { StaticServer } from '../support/serveStatic';

// Built by `pnpm build-storybook`, which runs before the browser tests in `pnpm test:all`.
const STATIC_DIR = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const built = existsSync(`${STATIC_DIR}/index.json`);
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
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

/**
 * Every rule in the light theme; in the dark one only colour contrast, the one thing a theme changes.
 * A story is a fragment, not a page: page-structure rules (landmarks, one h1) do not apply.
 * label-content-name-mismatch is experimental in axe 4 and outside its default set, which the
 * other browser tests run.
 */
const SCOPES: Record<Theme, AxeScope> = {
  light: { disabled: ['region', 'landmark-one-main', 'page-has-heading-one', 'label-content-name-mismatch'] },
  dark: { only: ['color-contrast'] },
};

async function blockingFindings(page: Page, theme: Theme): Promise<string[]> {
  const results = await runAxe(page, SCOPES[theme]);
  return blockingViolations(results).map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Loads the frame on a story, again after a story broke it: a navigation still under way (the last
 * story's, or the preview's own) may interrupt the first tries, so each retry first lets the page
 * settle a little longer.
 */
async function reopen(page: Page, preview: StorybookPreview, id: string, theme: Theme): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await preview.open(id, theme);
    } catch (error) {
      if (attempt >= 4) throw error;
      await page.waitForLoadState('load', { timeout: 5000 }).catch(() => undefined);
      await page.waitForTimeout(500 * attempt);
    }
  }
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

  // The limit leaves room for a loaded machine.
  it('every story renders, axe finds nothing moderate or worse, and the dark theme keeps its contrast', async () => {
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
        // Where the frame goes when it leaves the preview: names the story that sent it away.
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame() && !frame.url().includes('/iframe.html'))
            console.warn(`the Storybook frame went to ${frame.url()}`);
        });
        const check = async (id: string, theme: Theme): Promise<string[]> => {
          await preview.select(id);
          const failure = await preview.renderError();
          return failure ? [`render error: ${failure}`] : blockingFindings(page, theme);
        };
        for (const theme of THEMES) {
          // One page load per theme; the stories follow one another in it as in Storybook's sidebar.
          await reopen(page, preview, mine[0]!, theme);
          for (const id of mine) {
            let findings: string[];
            try {
              findings = await check(id, theme);
            } catch (error) {
              // The frame broke under the story (a navigation, say). It is looked at once more in a
              // frame of its own, so a story is named only for what it does itself; the others go on.
              console.warn(`${id} (${theme}), looked at again: ${String(error).split('\n')[0]}`);
              await reopen(page, preview, id, theme);
              try {
                findings = await check(id, theme);
              } catch (again) {
                findings = [String(again).split('\n')[0]!];
                await reopen(page, preview, id, theme);
              }
            }
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
