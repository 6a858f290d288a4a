import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadgePortalPage, PortalPage } from '../pages/PortalPage';
import { WidgetsDemoPage } from '../pages/WidgetsDemoPage';
import { launchBrowser } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible, expectAccessibleWithin } from '../support/expectAccessible';

/**
 * An intranet portal on another origin embeds the widgets with one script tag. Made-up host names of
 * one company site all resolve to this machine: Kizuna is `kizuna.corp.example`, the portal that
 * the server allows (KIZUNA_EMBED_ORIGINS, set by e2e/run.mjs) is `portal.corp.example`, and
 * `intranet.corp.example` is a page of the same site that the server does not allow.
 */
const HOST_RULES = '--host-resolver-rules=MAP *.corp.example 127.0.0.1';

function embedPort(): number {
  const port = Number(process.env.KIZUNA_E2E_EMBED_PORT);
  if (!port) throw new Error('KIZUNA_E2E_EMBED_PORT is not set; run the browser tests with `pnpm test:e2e`.');
  return port;
}

const kizunaOrigin = () => `http://kizuna.corp.example:${new URL(baseURL()).port}`;
const portalOrigin = () => `http://portal.corp.example:${embedPort()}`;
const strangerOrigin = () => `http://intranet.corp.example:${embedPort()}`;

/** The portal's own page: plain HTML that loads the standalone bundle from Kizuna. */
function portalPage(kizuna: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Corporate portal</title>
    <script src="${kizuna}/widgets/kizuna-widgets.js" defer></script>
  </head>
  <body>
    <main>
      <h1>Corporate portal</h1>
      <kizuna-contact-search base-url="${kizuna}" locale="en"></kizuna-contact-search>
      <p>Picked: <output id="picked"></output></p>
    </main>
    <script>
      window.kizunaSelectEvents = [];
      document.addEventListener('kizuna-select', (event) => {
        window.kizunaSelectEvents.push(event.detail);
        document.getElementById('picked').textContent = event.detail.fullname;
      });
    </script>
  </body>
</html>`;
}

/** A portal page with one presence badge and nothing else of Kizuna's. */
function badgePage(kizuna: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Team page</title>
    <script src="${kizuna}/widgets/kizuna-widgets.js" defer></script>
  </head>
  <body>
    <main>
      <h1>Team page</h1>
      <p>Me: <kizuna-presence-badge base-url="${kizuna}" locale="en"></kizuna-presence-badge></p>
    </main>
  </body>
</html>`;
}

let portal: Server;
let browser: Browser;
beforeAll(async () => {
  portal = createServer((request, response) => {
    const pages: Record<string, (kizuna: string) => string> = {
      '/portal.html': portalPage,
      '/badge.html': badgePage,
    };
    const page = pages[request.url ?? ''];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(kizunaOrigin()));
  });
  await new Promise<void>((resolve) => portal.listen(embedPort(), '127.0.0.1', resolve));
  browser = await launchBrowser([HOST_RULES]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => portal?.close(resolve));
});

/** A browser profile in which the user has signed in to Kizuna on Kizuna's own origin. */
async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: kizunaOrigin(), locale: 'en-US' });
  const kizuna = await context.newPage();
  const demo = new WidgetsDemoPage(kizuna);
  await demo.open();
  await demo.signIn(DEMO_ACCOUNTS.demoAdmin);
  await kizuna.close();
  return context;
}

async function openPortal(
  context: BrowserContext,
  origin: string,
): Promise<{ page: Page; portal: PortalPage; errors: Error[] }> {
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const portal = new PortalPage(page);
  await portal.open(origin);
  return { page, portal, errors };
}

describe('widgets on a portal page of another origin', () => {
  it('an allowed portal: typing a name lists the person, Enter emits kizuna-select', async () => {
    const context = await signedInContext();
    const { page, portal, errors } = await openPortal(context, portalOrigin());
    const search = portal.contactSearch;
    await expectAccessible(page);

    await search.field.fill('山田 太郎');
    const option = search.option(/山田 太郎/);
    await option.waitFor();
    // The English list reads the name in romaji beside the kanji.
    expect(await option.textContent()).toContain('Taro Yamada');
    await expectAccessibleWithin(page, 'kizuna-contact-search');

    await search.field.press('ArrowDown');
    await search.field.press('Enter');
    await expect.poll(() => portal.picked.textContent()).toBe('山田 太郎');
    const events = await page.evaluate(
      () => (window as unknown as { kizunaSelectEvents: unknown[] }).kizunaSelectEvents,
    );
    expect(events).toEqual([
      expect.objectContaining({ fullname: '山田 太郎', fullnameKana: 'ヤマダ タロウ' }),
    ]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an allowed portal writes with the token from the X-XSRF-TOKEN header; a forged one is refused', async () => {
    const context = await signedInContext();
    const { page } = await openPortal(context, portalOrigin());
    const outcome = await page.evaluate(async (kizuna) => {
      const presence = `${kizuna}/api/browser/principal/presence`;
      const tokenAnswer = await fetch(`${kizuna}/api/browser/auth/xsrf`, { credentials: 'include' });
      const token = tokenAnswer.headers.get('X-XSRF-TOKEN') ?? '';
      const read = async () =>
        ((await (await fetch(presence, { credentials: 'include' })).json()) as { status: string }).status;
      const write = (xsrf: string, status: string) =>
        fetch(presence, {
          method: 'PUT',
          credentials: 'include',
          headers: {
            'Content-Type': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'X-XSRF-TOKEN': xsrf,
          },
          body: JSON.stringify({ status }),
        });
      const before = await read();
      const next = before === 'BUSY' ? 'AVAILABLE' : 'BUSY';
      const good = await write(token, next);
      const after = await read();
      const forged = await write('forged', before);
      const afterForged = await read();
      await write(token, before);
      return {
        token,
        pageSeesCookie: document.cookie.includes('XSRF-TOKEN'),
        good: good.status,
        changed: after === next,
        forged: forged.status,
        forgedCode: forged.headers.get('X-Error-Code'),
        unchangedByForged: afterForged === next,
      };
    }, kizunaOrigin());
    expect(outcome).toEqual({
      token: expect.stringMatching(/^[\w-]{20,}$/),
      pageSeesCookie: false,
      good: 200,
      changed: true,
      forged: 403,
      forgedCode: 'XSRF_TOKEN_MISSING',
      unchangedByForged: true,
    });
    await context.close();
  });

  it('a page of an origin the server does not allow gets nothing: the widget shows its error, no crash', async () => {
    const context = await signedInContext();
    const { page, portal, errors } = await openPortal(context, strangerOrigin());
    const search = portal.contactSearch;
    const blocked = await page.evaluate(
      (kizuna) =>
        fetch(`${kizuna}/api/browser/principal/user/info`, { credentials: 'include' }).then(
          () => 'read',
          () => 'blocked',
        ),
      kizunaOrigin(),
    );
    expect(blocked).toBe('blocked');

    await search.field.fill('山田');
    await search.text('The search failed. Try again.').waitFor();
    expect(await search.option(/山田/).count()).toBe(0);
    await search.field.press('Escape');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page with only a presence badge loads the badge code and no search or call-panel code', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/widgets/')) scripts.push(new URL(request.url()).pathname);
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const team = new BadgePortalPage(page);
    await team.open(portalOrigin());
    await team.waitForBadgeDrawn();
    expect(scripts).toContain('/widgets/kizuna-widgets.js');
    expect(scripts.some((script) => script.includes('view-presence-badge'))).toBe(true);
    expect(scripts.filter((script) => /view-(contact-search|call-panel|thanks-card)/.test(script))).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
