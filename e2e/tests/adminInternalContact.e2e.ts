import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupCompaniesPage } from '../pages/GroupCompaniesPage';
import { InternalContactAdminPage } from '../pages/InternalContactAdminPage';
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

describe('internal-contact administration', () => {
  it('hides a division and a person: the linked company no longer finds them', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const visibility = new InternalContactAdminPage(admin.page);
    await visibility.open();
    await visibility.mainText('キズナ物流株式会社').waitFor();
    await expectAccessible(admin.page);
    try {
      await visibility.toggleByKeyboard('総務部');
      await visibility.text('総務部 is hidden from group companies.').waitFor();
      await visibility.mainText('Hidden with the division above').first().waitFor();
      await visibility.searchPeople('山田 太郎');
      await visibility.row(/山田 太郎/).waitFor();
      await visibility.toggleByKeyboard('山田 太郎');
      await visibility.text('山田 太郎 is hidden from group companies.').waitFor();
      await expectAccessible(admin.page);
      for (const width of [390, 1366]) {
        await visibility.resize(width);
        await expect.poll(() => visibility.overflow(), { message: `${width}px`, timeout: 5000 }).toBe(0);
      }

      // Someone of 総務部's branch, hidden with it (their every post is inside).
      const hiddenWithDivision: string[] = [];
      for (let page = 1; hiddenWithDivision.length === 0; page += 1) {
        const found = await api.internalContactAdmin.users({ query: { page, size: 100 } });
        hiddenWithDivision.push(...found.items.filter((u) => u.hiddenByDivision).map((u) => u.fullname));
        if (!found.hasNext) break;
      }
      expect(hiddenWithDivision.length).toBeGreaterThan(0);

      const reader = await signedIn(browser, DEMO_ACCOUNTS.logisticsAdmin);
      const directory = new GroupCompaniesPage(reader.page);
      await directory.openList();
      await directory.companyLink('きずな商事株式会社').click();
      await directory.headingNamed('きずな商事株式会社').waitFor();
      await directory.division('本社').focus();
      await reader.page.keyboard.press('ArrowRight');
      await directory.division('人事部').waitFor();
      expect(await directory.division('総務部').count()).toBe(0);
      await directory.search(hiddenWithDivision[0]!);
      expect(await directory.names()).not.toContain(hiddenWithDivision[0]);
      await directory.search('山田 太郎');
      expect(await directory.names()).not.toContain('山田 太郎');
      await expectAccessible(reader.page);
      await reader.context.close();

      const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
      const jaVisibility = new InternalContactAdminPage(ja.page);
      await jaVisibility.open();
      await jaVisibility.mainText('上位の部署とともに非公開').first().waitFor();
      await expectAccessible(ja.page);
      await ja.context.close();
    } finally {
      const overview = await api.internalContactAdmin.overview();
      for (const division of overview.divisions.filter((d) => !d.shown)) {
        await api.internalContactAdmin.setDivision({
          params: { divisionId: division.divisionId },
          body: { shown: true },
        });
      }
      const people = await api.internalContactAdmin.users({ query: { freeWord: '山田 太郎' } });
      for (const person of people.items.filter((p) => !p.shown)) {
        await api.internalContactAdmin.setUser({ params: { userId: person.userId }, body: { shown: true } });
      }
      await admin.context.close();
    }
  });
});
