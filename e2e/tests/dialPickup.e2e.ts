import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DialPickupAdminPage } from '../pages/DialPickupAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
let adminApi: KizunaClient;

async function clearNumbers() {
  for (const entry of (await adminApi.dialPickupAdmin.list()).items)
    await adminApi.dialPickupAdmin.remove({ params: { dialPickupId: entry.dialPickupId } });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminApi = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
  await clearNumbers();
});
afterAll(async () => {
  await clearNumbers().catch(() => undefined);
  await browser?.close();
});

describe('dial pickup monitoring numbers', () => {
  it('the admin adds, edits and deletes a number with the keyboard, at 390, 768 and 1366 px', async () => {
    const { page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const numbers = new DialPickupAdminPage(page);
    await numbers.open('Dial pickup monitoring numbers');
    await numbers.text('No numbers are monitored.').waitFor();
    await expectAccessible(page);

    await numbers.button('Add a number').click();
    const adding = 'Add a monitored number';
    await numbers.field(adding, 'Number').fill('12-ab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Front desk');
    await page.keyboard.press('Enter');
    await numbers.text('Enter an extension or a valid phone number.').waitFor();
    await expectAccessible(page);
    await numbers.field(adding, 'Number').fill('03-5555-0100');
    await page.keyboard.press('Enter');
    await numbers.row(/0355550100 Front desk/).waitFor();

    await numbers.button('Edit 0355550100').press('Enter');
    await numbers.field('Edit a monitored number', 'Label').fill('Reception');
    await page.keyboard.press('Enter');
    await numbers.row(/0355550100 Reception/).waitFor();

    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/dialPickup-${width}.png`, fullPage: true });
    }
    await expectAccessible(page);

    await numbers.button('Delete 0355550100').click();
    await numbers.confirmDelete().click();
    await numbers.text('No numbers are monitored.').waitFor();
    expect((await adminApi.dialPickupAdmin.list()).items).toEqual([]);
  });

  it('reads in Japanese', async () => {
    await adminApi.dialPickupAdmin.add({ body: { number: '1001', label: '山田' } });
    const { page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const numbers = new DialPickupAdminPage(page);
    await numbers.open('ダイヤルピックアップ監視番号');
    await numbers.row(/1001 山田/).waitFor();
    await page.screenshot({ path: '/tmp/dialPickup-ja.png', fullPage: true });
    await expectAccessible(page);
  });
});
