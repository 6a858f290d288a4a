import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WidgetsDemoPage } from '../pages/WidgetsDemoPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible, expectAccessibleWithin } from '../support/expectAccessible';

/** axe on the element alone while its popup is open. */
const expectOpenSearchAccessible = (page: Page) => expectAccessibleWithin(page, 'kizuna-contact-search');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether the box lies wholly inside a window of that size (scrolled to the top). */
function insideWindow(box: Box, window: { width: number; height: number }): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= window.width && box.y + box.height <= window.height;
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
    // Signed in, the page no longer offers its sign-in form, only Sign out.
    await demo.signInButton.waitFor({ state: 'hidden' });
    expect(await demo.signOutButton.isVisible()).toBe(true);
    await demo.recordSelectEvents();

    // The hint shown while the field is empty sits below the field, not over it.
    await demo.search.fill('山');
    await demo.search.fill('');
    const hint = demo.contactSearch.text('Type a name to search.');
    await hint.waitFor();
    const [field, hintBox] = await Promise.all([demo.search.boundingBox(), hint.boundingBox()]);
    expect(hintBox!.y).toBeGreaterThanOrEqual(field!.y + field!.height);

    await demo.search.fill('山田 太郎');
    const option = demo.option(/山田 太郎/);
    await option.waitFor();
    // The English list reads the name in romaji beside the kanji.
    expect(await option.textContent()).toContain('Taro Yamada');
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

  it('search: the hint of the empty field covers neither the field nor its label, and is fully seen', async () => {
    const { context, page } = await newPage(browser);
    const layouts = [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
      // A narrow column of an intranet portal.
      { width: 1366, height: 768, columnWidth: 320 },
      // No room under the field: the popup opens above it.
      { width: 1366, height: 768, nearBottom: true },
      { width: 390, height: 844, nearBottom: true },
      { width: 1366, height: 768, columnWidth: 320, nearBottom: true },
    ];
    for (const [locale, hintText] of [
      ['en', 'Type a name to search.'],
      ['ja', '氏名を入力して検索してください。'],
    ] as const) {
      const demo = new WidgetsDemoPage(page);
      await demo.open({ locale });
      if (locale === 'en') await demo.signIn(DEMO_ACCOUNTS.demoAdmin);
      else await demo.waitUntilSignedIn();
      for (const layout of layouts) {
        const where = `${locale} ${JSON.stringify(layout)}`;
        await page.setViewportSize({ width: layout.width, height: layout.height });
        await demo.placeSearch(layout);
        await demo.search.fill('山');
        await demo.search.fill('');
        const hint = demo.contactSearch.text(hintText);
        await hint.waitFor();
        const [field, label, hintBox] = await Promise.all([
          demo.search.boundingBox(),
          demo.contactSearch.label.boundingBox(),
          hint.boundingBox(),
        ]);
        expect(intersects(hintBox!, field!), `hint over the field, ${where}`).toBe(false);
        expect(intersects(hintBox!, label!), `hint over the label, ${where}`).toBe(false);
        expect(insideWindow(hintBox!, layout), `hint inside the window, ${where}`).toBe(true);
        if (layout === layouts[0]) await expectOpenSearchAccessible(page);
        await demo.search.press('Escape');
        await expect.poll(() => hint.count()).toBe(0);
      }
      await expectAccessible(page);
    }
    await context.close();
  });

  it('search by half-width kana finds the person, with Japanese text when the page says ja', async () => {
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open({ locale: 'ja' });
    await demo.signIn(DEMO_ACCOUNTS.demoAdmin);
    expect(await demo.contactSearch.labelled('社員を検索').count()).toBe(1);
    await demo.search.pressSequentially('ﾔﾏﾀﾞ');
    await demo.option(/山田 太郎/).waitFor();
    await expect
      .poll(() => demo.contactSearch.status.textContent())
      .toMatch(/件見つかりました|件を表示しています/);
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
    await demo.callPanelText('Sign in to Kizuna to use your phone.').waitFor();
    await demo.signIn(DEMO_ACCOUNTS.demoUser);
    await demo.waitForLine('Idle');
    await demo.callPanelText('Live').waitFor();
    expect(await demo.callPanelHeading(/Line 1001/).count()).toBe(1);
    await expectAccessible(page);

    // Dial 1000 on the pad: the colleague's line rings, they answer, the panel ends the call.
    for (const key of ['1', '0', '0', '0']) await demo.key(key).click();
    expect(await demo.numberField.inputValue()).toBe('1000');
    await demo.callPanelButton('Call', { exact: true }).click();
    await expect
      .poll(async () => (await admin.calls.localPhoneStatus()).self.status, { timeout: 10_000 })
      .toBe('RINGING');
    await admin.calls.answerCall({ query: {} });
    await demo.waitForLine('Talking');
    // The panel names the callee, the number beside, and counts the call's time.
    await demo.callPanelText('With 管理 花子 (1000)').waitFor();
    await demo.callPanelTimer.waitFor();
    await demo.callPanelButton('End call').click();
    await demo.waitForLine('Idle');
    await expect.poll(async () => (await admin.calls.localPhoneStatus()).self.status).toBe('IDLE');

    // The colleague calls: the panel rings naming them; Tab to Answer and Enter answers.
    await admin.calls.directCall({ body: { destination: '1001' } });
    await demo.waitForLine('Ringing');
    await demo.callPanelText('Call from 管理 花子').waitFor();
    expect(await demo.lineState.textContent()).toBe('Line state: RINGING');
    await expectAccessible(page);
    await demo.callPanelButton('Answer').focus();
    await page.keyboard.press('Enter');
    await demo.waitForLine('Talking');
    await expect.poll(() => demo.lineState.textContent()).toBe('Line state: TALKING');
    await demo.callPanelButton('End call').press('Enter');
    await demo.waitForLine('Idle');
    await context.close();
  });

  it('thanks card: shows the latest card, yamada likes it and the count rises', async () => {
    const kobayashi = await signInThroughApi(DEMO_ACCOUNTS.demoColleague);
    const yamadaId = (await (await signInThroughApi(DEMO_ACCOUNTS.demoUser)).principal.userInfo()).userId;
    const mark = `widget ${Date.now()}`;
    await kobayashi.thanks.send({ body: { toUserIds: [yamadaId], message: `Thanks! ${mark}`, point: 0 } });
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await demo.signIn(DEMO_ACCOUNTS.demoUser);
    const like = demo.thanksLike(mark, 'Like (0 likes)');
    await like.waitFor();
    await expectAccessible(page);
    await like.click();
    const liked = demo.thanksLike(mark, 'Like (1 like)');
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    expect(await liked.textContent()).toBe('1');
    await context.close();
  });

  it('thanks card: yamada picks a colleague, sends thanks, and the page hears kizuna-thanks-sent', async () => {
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await demo.signIn(DEMO_ACCOUNTS.demoUser);
    // Two colleagues share this name: the first one found is the one thanked.
    await demo.search.fill('小林 香織');
    await demo
      .option(/小林 香織/)
      .first()
      .waitFor();
    await demo.search.press('ArrowDown');
    await demo.search.press('Enter');
    const message = `Thanks from the portal ${Date.now()}`;
    await demo.writeThanks(message);
    await expectAccessible(page);
    await demo.sendThanks();
    // The host page stays where it is; the new card is at the top of 小林's cards.
    expect(new URL(page.url()).pathname).toBe('/widgets/demo.html');
    await demo.thanksCardHolding(message).waitFor();
    await demo.text(/^Thanks card \d+ sent\.$/).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('without a session the search asks to sign in instead of failing', async () => {
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await demo.text('Not signed in. Sign in to use the widgets.').waitFor();
    await demo.search.fill('山田');
    await demo.contactSearch.text('Sign in to Kizuna to search people.').waitFor();
    await expectOpenSearchAccessible(page);
    await demo.search.press('Escape');
    await expectAccessible(page);
    await context.close();
  });

  it('a password that must be changed first: the page says so and links to the change', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const accountId = `widgets.${Date.now().toString(36)}`;
    const issued = 'Hajimete-2026';
    const { userId } = await api.userAdmin.save({
      body: {
        accountId,
        fullname: '変更 待子',
        fullnameKana: 'ヘンコウ マチコ',
        fullnameAlphabet: '',
        userType: 'REGULAR_USER',
        divisions: [],
        position: '',
        extensionNum: '',
        phoneNum: '',
        mobileNum: '',
        email: `${accountId}@demo.example.co.jp`,
        email2: '',
        employeeNum: '',
        roles: [],
        virtualRoles: [],
        enabled: true,
        initialPassword: issued,
      },
    });
    const { context, page } = await newPage(browser);
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await demo.text('Not signed in. Sign in to use the widgets.').waitFor();
    await demo.fillSignIn({ tenantCode: 'demo', accountId, password: issued });
    // Signed in, but every widget would be refused until the password is changed: the page says
    // so, links to the change, and offers Sign out instead of the form.
    await demo.text(/^Signed in\. Change the issued password first/).waitFor();
    expect(await demo.changePasswordLink.getAttribute('href')).toBe('/front/changePassword');
    await demo.signInButton.waitFor({ state: 'hidden' });
    await expectAccessible(page);
    await demo.signOutButton.click();
    await demo.text('Not signed in. Sign in to use the widgets.').waitFor();
    expect(await demo.signInButton.isVisible()).toBe(true);
    await context.close();
    await api.userAdmin.remove({ params: { userId } });
  });
});
