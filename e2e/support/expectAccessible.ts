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

/** How long a page caught between two states (a list swapping its rows) gets before axe looks again. */
const SETTLE_MS = 1000;

/**
 * Runs axe on the page as it is now and fails on any moderate, serious or critical finding. A
 * finding is looked at again a second later: one that has gone by then belonged to a page between
 * two renders on a loaded machine, and is logged, not failed; one that stays fails the test.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let findings = describeBlocking(await runAxe(page));
  if (findings.length > 0) {
    console.warn(
      `axe findings on ${page.url()}, looked at again in ${SETTLE_MS} ms: ${findings.join(' || ')}`,
    );
    await page.waitForTimeout(SETTLE_MS);
    findings = describeBlocking(await runAxe(page));
  }
  // The findings go into the message too: a summary shortens the compared array to "Array(1)".
  expect(findings, `axe findings on ${page.url()}: ${findings.join(' || ')}`).toEqual([]);
}

/**
 * The same, on one element alone: for a widget whose popup is open, while react-aria hides the rest
 * of the page from screen readers (aria-hidden), which axe would report for the page's own links and
 * fields.
 */
export async function expectAccessibleWithin(page: Page, selector: string): Promise<void> {
  const results = await runAxe(page, { include: selector });
  const findings = describeBlocking(results);
  expect(findings, `axe findings in ${selector} on ${page.url()}: ${findings.join(' || ')}`).toEqual([]);
}
