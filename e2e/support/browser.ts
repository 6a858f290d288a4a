import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import CHROMIUM_ARGS from './chromiumArgs.json';
import { baseURL } from './environment';

/** `extraArgs`: further Chromium switches, e.g. `--host-resolver-rules` for made-up host names. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.KIZUNA_CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A fresh browser profile (no cookies, no storage) in the given UI locale. */
export async function newPage(
  browser: Browser,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), locale });
  const page = await context.newPage();
  return { context, page };
}
