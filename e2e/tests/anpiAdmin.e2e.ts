import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnpiAdminPages } from '../pages/AnpiAdminPages';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('safety confirmation administration', () => {
  it('adds a company-level permission holder, refusing an unknown account id', async () => {
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const anpi = new AnpiAdminPages(admin.page);
    await anpi.openPermissions();
    await anpi.text('Nobody has company-level permission yet.').waitFor();
    await expectAccessible(admin.page);

    await anpi.addHolderByKeyboard('no.such.person');
    await anpi.text('No user has this account ID.').waitFor();
    await expectAccessible(admin.page);

    await anpi.addHolderByKeyboard('yamada.taro');
    await anpi.rowText('山田 太郎', 'yamada.taro').waitFor();
    await anpi.text('1 of 30 registered').waitFor();
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const { items } = await api.anpiAdmin.companyLevelPermissions();
    expect(items.map((item) => item.accountId)).toEqual(['yamada.taro']);
    await admin.context.close();
  });

  it('starts a drill for a division, which is listed open beside the closed seeded drill', async () => {
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const anpi = new AnpiAdminPages(admin.page);
    await anpi.openPermissions();
    await anpi.goToChecks();
    await anpi.rowText('全社避難訓練（地震）', /^Closed /).waitFor();
    await expectAccessible(admin.page);

    await anpi.openStartDialog();
    await anpi.fillTitle('営業部 地震訓練');
    await anpi.expandDivision('本社');
    await anpi.expandDivision('営業本部');
    await anpi.chooseDivision('第一営業部');
    await anpi.text('1 division chosen.').waitFor();
    await expectAccessible(admin.page);
    await anpi.submitStart();

    await anpi.rowText('営業部 地震訓練', 'Open').waitFor();
    await anpi.rowText('営業部 地震訓練', '第一営業部').waitFor();
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const [started] = (await api.anpiAdmin.checks()).items;
    expect(started).toMatchObject({ title: '営業部 地震訓練', kind: 'DRILL', closedAt: null });
    expect(started!.targetCount).toBeGreaterThan(0);
    // Yamada of the first sales division is asked: the check waits on his badge.
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    expect((await yamada.information.badge()).anpi).toBe(1);
    await admin.context.close();
  });

  it('reads in Japanese, with nothing axe objects to', async () => {
    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const anpi = new AnpiAdminPages(ja.page);
    await anpi.openPermissions();
    await anpi.row('山田 太郎').waitFor();
    await expectAccessible(ja.page);
    await anpi.openChecks();
    await anpi.rowText('営業部 地震訓練', '受付中').waitFor();
    await expectAccessible(ja.page);
    await anpi.openStartDialog();
    await expectAccessible(ja.page);
    await ja.context.close();
  });
});
