import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The rules of one run: all of axe's default set but `disabled`, or only the rules in `only`. */
export interface AxeScope {
  include?: string;
  disabled?: readonly string[];
  only?: readonly string[];
}

// The axe-core that @axe-core/playwright itself loads, so both ways of running axe are one version.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
const MARK = '__kizunaAxe';
/**
 * react-aria's live region: what it holds is spoken, never shown, and goes after a few seconds. A
 * button that was pending is announced there by the id of its label, which a closed form has
 * already taken away: not a finding of the page.
 */
const LIVE_ANNOUNCER = '[data-live-announcer]';

interface AxeWindow {
  axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
  [MARK]?: boolean;
}

/**
 * Runs axe on the page as it is now. A page without frames gets axe once per document and runs it
 * in place: AxeBuilder's default sends the script again on every run and finishes each run in a
 * page of its own, which costs a second a run. A page with frames (a portal embedding Kizuna) keeps
 * AxeBuilder, which reaches into each frame.
 */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeResults> {
  // A dialog still fading in would be judged at half its contrast: let transitions that end, end
  // first (a spinner's endless animation is not waited for, and no wait is longer than 2 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  if (page.frames().length > 1) return builderFor(page, scope).analyze();
  const hasAxe = await page.evaluate(
    (mark) => (window as unknown as AxeWindow)[mark as typeof MARK] === true,
    MARK,
  );
  if (!hasAxe) await page.evaluate(`${AXE_SOURCE};window.${MARK}=true;`);
  const options = {
    resultTypes: ['violations'],
    iframes: false,
    ...(scope.only
      ? { runOnly: { type: 'rule', values: scope.only } }
      : { rules: Object.fromEntries((scope.disabled ?? []).map((rule) => [rule, { enabled: false }])) }),
  };
  // Storybook's a11y addon shares the page's axe and may still be running it after a render.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.evaluate(
        ([include, exclude, runOptions]) =>
          (window as unknown as AxeWindow).axe.run(
            include ? { include: [[include]], exclude: [[exclude]] } : { exclude: [[exclude]] },
            runOptions,
          ),
        [scope.include ?? null, LIVE_ANNOUNCER, options] as const,
      );
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(100);
    }
  }
}

function builderFor(page: Page, scope: AxeScope): AxeBuilder {
  let builder = new AxeBuilder({ page }).exclude(LIVE_ANNOUNCER);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.only) builder = builder.withRules([...scope.only]);
  if (scope.disabled) builder = builder.disableRules([...scope.disabled]);
  return builder;
}
