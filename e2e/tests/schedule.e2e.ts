import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
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

describe('own schedule', () => {
  it('yamada adds an item with the keyboard, a colleague sees it without add or delete, yamada deletes it after confirming', async () => {
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const me = await yamada.principal.userInfo();
    const subject = `設計レビュー ${Date.now()}`;
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    let colleague: BrowserContext | undefined;
    try {
      await page.goto(`/front/internalContacts/detail/${me.contactId}`);
      const detail = new InternalContactDetailPage(page);
      await detail.waitForLoaded(me.fullname);

      const add = page.getByRole('button', { name: 'Add to my schedule' });
      await add.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add to my schedule' });
      await dialog.waitFor();
      // Nothing typed yet: the title is required, and nothing is sent.
      await dialog.getByRole('button', { name: 'Add', exact: true }).press('Enter');
      await dialog.getByText('This is a required field.').waitFor();
      await expectAccessible(page);

      const title = dialog.getByRole('textbox', { name: /Title/ });
      await title.focus();
      await page.keyboard.type(subject);
      const showAs = dialog.getByRole('button', { name: /Show as/ });
      await showAs.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option', { name: 'Tentative' }).waitFor();
      await page.keyboard.type('Tent');
      await page.keyboard.press('Enter');
      await expect.poll(() => showAs.textContent()).toContain('Tentative');
      await dialog.getByRole('textbox', { name: 'Place' }).fill('第2会議室');
      await dialog.getByRole('button', { name: 'Add', exact: true }).press('Enter');

      await page.getByText(`“${subject}” was added to your schedule.`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const item = page
        .getByRole('list', { name: 'Schedule' })
        .getByRole('listitem')
        .filter({ hasText: subject });
      await item.waitFor();
      expect(await item.textContent()).toContain('Tentative');
      expect(await item.textContent()).toContain('第2会議室');
      const stored = await yamada.presence.userSchedules({ params: { userId: me.userId } });
      const added = stored.items.find((candidate) => candidate.subject === subject);
      expect(added).toMatchObject({ status: 'tentative', location: '第2会議室' });
      expect(Date.parse(added!.rangeTime.end) - Date.parse(added!.rangeTime.start)).toBe(3_600_000);

      // A colleague sees the item on yamada's page, with nothing to add or delete.
      const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
      colleague = admin.context;
      await admin.page.goto(`/front/internalContacts/detail/${me.contactId}`);
      await new InternalContactDetailPage(admin.page).waitForLoaded(me.fullname);
      await admin.page
        .getByRole('list', { name: 'Schedule' })
        .getByRole('listitem')
        .filter({ hasText: subject })
        .waitFor();
      expect(await admin.page.getByRole('button', { name: 'Add to my schedule' }).count()).toBe(0);
      expect(await admin.page.getByRole('button', { name: /^Delete “/ }).count()).toBe(0);
      await expectAccessible(admin.page);

      // Cancelling keeps the item; confirming deletes it.
      const remove = page.getByRole('button', { name: new RegExp(`^Delete “${subject}”`) });
      await remove.click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(`Delete “${subject}”`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await item.count()).toBe(1);
      await remove.click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(`“${subject}” was deleted from your schedule.`).waitFor();
      await item.waitFor({ state: 'detached' });
      const after = await yamada.presence.userSchedules({ params: { userId: me.userId } });
      expect(after.items.map((candidate) => candidate.subject)).not.toContain(subject);
    } finally {
      const left = await yamada.presence.userSchedules({ params: { userId: me.userId } });
      for (const item of left.items.filter((candidate) => candidate.subject === subject))
        await yamada.presence.deleteMySchedule({ params: { scheduleId: item.scheduleId } });
      await colleague?.close();
      await context.close();
    }
  });

  it('tells in Japanese that the end must come after the start, and adds nothing', async () => {
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const me = await yamada.principal.userInfo();
    const before = (await yamada.presence.userSchedules({ params: { userId: me.userId } })).items.length;
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    try {
      await page.goto(`/front/internalContacts/detail/${me.contactId}`);
      await new InternalContactDetailPage(page).waitForLoaded(me.fullname);
      await page.getByRole('button', { name: '自分の予定を追加' }).click();
      const dialog = page.getByRole('dialog', { name: '自分の予定を追加' });
      await dialog.getByRole('textbox', { name: /件名/ }).fill('順序の確認');
      const start = await dialog.getByLabel(/^開始/).inputValue();
      await dialog.getByLabel(/^終了/).fill(start);
      await dialog.getByRole('button', { name: '追加', exact: true }).click();
      await dialog.getByText('終了は開始より後の日時にしてください。').waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'detached' });
      const after = await yamada.presence.userSchedules({ params: { userId: me.userId } });
      expect(after.items).toHaveLength(before);
    } finally {
      await context.close();
    }
  });

  it('stores an item beyond the coming week and says why the page does not list it', async () => {
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const me = await yamada.principal.userInfo();
    const subject = `年次健康診断 ${Date.now()}`;
    let scheduleId: number | undefined;
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    try {
      await page.goto(`/front/internalContacts/detail/${me.contactId}`);
      await new InternalContactDetailPage(page).waitForLoaded(me.fullname);
      await page.getByRole('button', { name: 'Add to my schedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to my schedule' });
      await dialog.getByRole('textbox', { name: /Title/ }).fill(subject);
      // Ten days on, in the browser's own time zone, as the fields read.
      const later = await page.evaluate(() => {
        const day = new Date(Date.now() + 10 * 86_400_000);
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      });
      await dialog.getByLabel(/^Starts/).fill(`${later}T14:00`);
      await dialog.getByLabel(/^Ends/).fill(`${later}T15:00`);
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/principal/schedules') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      scheduleId = ((await (await answer).json()) as { scheduleId: number }).scheduleId;
      await page
        .getByText(
          `“${subject}” was added to your schedule. This page lists today and the next 6 days only, so it is not shown here.`,
        )
        .waitFor();
      expect(
        await page
          .getByRole('list', { name: 'Schedule' })
          .getByRole('listitem')
          .filter({ hasText: subject })
          .count(),
      ).toBe(0);
    } finally {
      // Stored, though the page does not list it: removing it by its id proves it was kept.
      if (scheduleId !== undefined) await yamada.presence.deleteMySchedule({ params: { scheduleId } });
      await context.close();
    }
    expect(scheduleId).toBeDefined();
  });
});
