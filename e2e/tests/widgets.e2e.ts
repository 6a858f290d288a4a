import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WidgetsDemoPage } from '../pages/WidgetsDemoPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

/**
 * axe on the element alone while its popup is open: react-aria then hides the rest of the page
 * from screen readers (aria-hidden), which axe reports for the page's own links and fields.
 */
async function expectOpenSearchAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('kizuna-contact-search').analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(blocking).toEqual([]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('custom elements on a plain page', () => {
  it('search: type a name, the popup lists the person, Enter fires kizuna-select with the contact', async () => {
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await expectAccessible(page);
    await demo.signIn(DEMO_ACCOUNTS.demoAdmin);
    await demo.recordSelectEvents();

    await demo.search.fill('山田 太郎');
    const option = demo.option(/山田 太郎/);
    await option.waitFor();
    expect(await option.textContent()).toContain('ヤマダ タロウ');
    await expectOpenSearchAccessible(page);

    // The popup lives in the element's shadow root, not in the page body.
    expect(await page.evaluate(() => document.body.querySelector('[role="listbox"]'))).toBeNull();

    await demo.search.press('ArrowDown');
    await demo.search.press('Enter');
    await expect.poll(() => demo.selectedEvents()).toHaveLength(1);
    const [event] = await demo.selectedEvents();
    expect(event!.tag).toBe('KIZUNA-CONTACT-SEARCH');
    expect(event!.detail).toMatchObject({ fullname: '山田 太郎', fullnameKana: 'ヤマダ タロウ' });
    expect(await demo.selectedOutput.textContent()).toContain('山田 太郎');
    expect(await demo.search.inputValue()).toBe('山田 太郎');
    await expectAccessible(page);
    await context.close();
  });

  it('search by half-width kana finds the person, with Japanese text when the page says ja', async () => {
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open({ locale: 'ja' });
    await demo.signIn(DEMO_ACCOUNTS.demoAdmin);
    expect(await page.locator('kizuna-contact-search').getByLabel('社員を検索').count()).toBe(1);
    await demo.search.pressSequentially('ﾔﾏﾀﾞ');
    await demo.option(/山田 太郎/).waitFor();
    const status = page.locator('kizuna-contact-search').getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/件見つかりました|件を表示しています/);
    await demo.search.press('Escape');
    await expect.poll(() => demo.option(/山田 太郎/).count()).toBe(0);
    await context.close();
  });

  it('badge: shows the person’s status and follows them when they change it', async () => {
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    await yamada.presence.setMyPresence({ body: { status: 'AVAILABLE' } });
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open({ refreshMs: 500 });
    await demo.signIn(DEMO_ACCOUNTS.demoAdmin);
    await demo.ownBadge(/^Presence of 管理 花子: /).waitFor();

    await demo.search.fill('山田 太郎');
    await demo.option(/山田 太郎/).click();
    const available = demo.selectedBadge('Presence of 山田 太郎: Available');
    await available.waitFor();
    expect(await available.textContent()).toBe('Available');
    await expectAccessible(page);

    await yamada.presence.setMyPresence({ body: { status: 'BUSY' } });
    await demo.selectedBadge('Presence of 山田 太郎: Busy').waitFor();
    await yamada.presence.setMyPresence({ body: { status: 'AVAILABLE' } });
    await context.close();
  });

  it('call panel: signs in, dials with the pad, is rung and answers with the keyboard, ends', async () => {
    const admin = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    // Both lines start idle, whatever an earlier test left on them.
    for (const api of [admin, yamada]) {
      for (let tries = 0; tries < 5; tries += 1) {
        if ((await api.calls.localPhoneStatus()).self.status === 'IDLE') break;
        await api.calls.endCall({ query: {} }).catch(() => undefined);
      }
    }
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await demo.callPanel.getByText('Sign in to Kizuna to use your phone.').waitFor();
    await demo.signIn(DEMO_ACCOUNTS.demoUser);
    await demo.waitForLine('Idle');
    await demo.callPanel.getByText('Live').waitFor();
    expect(await demo.callPanel.getByRole('heading', { name: /Line 1001/ }).count()).toBe(1);
    await expectAccessible(page);

    // Dial 1000 on the pad: the colleague's line rings, they answer, the panel ends the call.
    for (const key of ['1', '0', '0', '0'])
      await demo.callPanel.getByRole('button', { name: `Key ${key}` }).click();
    expect(await demo.callPanel.getByRole('textbox', { name: 'Number' }).inputValue()).toBe('1000');
    await demo.callPanel.getByRole('button', { name: 'Call', exact: true }).click();
    await expect
      .poll(async () => (await admin.calls.localPhoneStatus()).self.status, { timeout: 10_000 })
      .toBe('RINGING');
    await admin.calls.answerCall({ query: {} });
    await demo.waitForLine('Talking');
    await demo.callPanel.getByText('With 1000').waitFor();
    await demo.callPanel.getByRole('button', { name: 'End call' }).click();
    await demo.waitForLine('Idle');
    await expect.poll(async () => (await admin.calls.localPhoneStatus()).self.status).toBe('IDLE');

    // The colleague calls: the panel rings naming them; Tab to Answer and Enter answers.
    await admin.calls.directCall({ body: { destination: '1001' } });
    await demo.waitForLine('Ringing');
    await demo.callPanel.getByText('Call from 管理 花子').waitFor();
    expect(await page.locator('#line-state').textContent()).toBe('Line state: RINGING');
    await expectAccessible(page);
    await demo.callPanel.getByRole('button', { name: 'Answer' }).focus();
    await page.keyboard.press('Enter');
    await demo.waitForLine('Talking');
    await expect.poll(() => page.locator('#line-state').textContent()).toBe('Line state: TALKING');
    await demo.callPanel.getByRole('button', { name: 'End call' }).press('Enter');
    await demo.waitForLine('Idle');
    await context.close();
  });

  it('without a session the search asks to sign in instead of failing', async () => {
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await page.getByText('Not signed in. Sign in to use the widgets.').waitFor();
    await demo.search.fill('山田');
    await page
      .locator('kizuna-contact-search')
      .getByText('Sign in to Kizuna to search people.')
      .first()
      .waitFor();
    await expectOpenSearchAccessible(page);
    await demo.search.press('Escape');
    await expectAccessible(page);
    await context.close();
  });
});
