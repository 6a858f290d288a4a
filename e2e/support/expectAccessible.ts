import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runAxe } from './axe';
import type { AxeResults } from './axe';

/** What fails a browser test: every axe finding rated moderate or worse (minor ones are left out). */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['moderate', 'serious', 'critical']);

/** The findings of an axe run that fail a browser test. */
export function blockingViolations(results: AxeResults): AxeResults['violations'] {
  return results.violations.filter((v) => v.impact != null && BLOCKING_IMPACTS.has(v.impact));
}

function describeBlocking(results: AxeResults): string[] {
  return blockingViolations(results).map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.html).join(' | ')}`,
  );
}

/** Runs axe on the page as it is now and fails on any moderate, serious or critical finding. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await runAxe(page);
  expect(describeBlocking(results), `axe findings on ${page.url()}`).toEqual([]);
}

/**
 * The same, on one element alone: for a widget whose popup is open, while react-aria hides the rest
 * of the page from screen readers (aria-hidden), which axe would report for the page's own links and
 * fields.
 */
export async function expectAccessibleWithin(page: Page, selector: string): Promise<void> {
  const results = await runAxe(page, { include: selector });
  expect(describeBlocking(results), `axe findings in ${selector} on ${page.url()}`).toEqual([]);
}
