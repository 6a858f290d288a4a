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

      await detail.addScheduleButton().focus();
      await page.keyboard.press('Enter');
      const dialog = detail.scheduleDialog();
      await dialog.waitFor();
      // Nothing typed yet: the title is required, and nothing is sent.
      await dialog.button('Add').press('Enter');
      await dialog.text('This is a required field.').waitFor();
      await expectAccessible(page);

      await dialog.field(/Title/).focus();
      await page.keyboard.type(subject);
      await dialog.showAs.focus();
      await page.keyboard.press('ArrowDown');
      await detail.option('Tentative').waitFor();
      await page.keyboard.type('Tent');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.showAs.textContent()).toContain('Tentative');
      await dialog.field('Place').fill('第2会議室');
      await dialog.button('Add').press('Enter');

      await detail.text(`“${subject}” was added to your schedule.`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const item = detail.scheduleItem(subject);
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
      const seen = new InternalContactDetailPage(admin.page);
      await seen.waitForLoaded(me.fullname);
      await seen.scheduleItem(subject).waitFor();
      expect(await seen.addScheduleButton().count()).toBe(0);
      expect(await seen.deleteScheduleButton().count()).toBe(0);
      await expectAccessible(admin.page);

      // Cancelling keeps the item; confirming deletes it.
      const remove = detail.deleteScheduleButton(subject);
      await remove.click();
      await detail.confirmText(`Delete “${subject}”`, undefined, { exact: false }).waitFor();
      await detail.confirm('Cancel');
      await detail.confirmDialog().waitFor({ state: 'detached' });
      expect(await item.count()).toBe(1);
      await remove.click();
      await detail.confirm('Delete');
      await detail.text(`“${subject}” was deleted from your schedule.`).waitFor();
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
      const detail = new InternalContactDetailPage(page);
      await detail.waitForLoaded(me.fullname);
      await detail.addScheduleButton('自分の予定を追加').click();
      const dialog = detail.scheduleDialog('自分の予定を追加');
      await dialog.field(/件名/).fill('順序の確認');
      const start = await dialog.dateField(/^開始/).inputValue();
      await dialog.dateField(/^終了/).fill(start);
      await dialog.button('追加').click();
      await dialog.text('終了は開始より後の日時にしてください。').waitFor();
      await expectAccessible(page);
      await dialog.button('キャンセル').click();
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
      const detail = new InternalContactDetailPage(page);
      await detail.waitForLoaded(me.fullname);
      await detail.addScheduleButton().click();
      const dialog = detail.scheduleDialog();
      await dialog.field(/Title/).fill(subject);
      // Ten days on, in the browser's own time zone, as the fields read.
      const later = await page.evaluate(() => {
        const day = new Date(Date.now() + 10 * 86_400_000);
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      });
      await dialog.dateField(/^Starts/).fill(`${later}T14:00`);
      await dialog.dateField(/^Ends/).fill(`${later}T15:00`);
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/principal/schedules') && response.request().method() === 'POST',
      );
      await dialog.button('Add').click();
      scheduleId = ((await (await answer).json()) as { scheduleId: number }).scheduleId;
      await detail
        .text(
          `“${subject}” was added to your schedule. This page lists today and the next 6 days only, so it is not shown here.`,
        )
        .waitFor();
      expect(await detail.scheduleItem(subject).count()).toBe(0);
    } finally {
      // Stored, though the page does not list it: removing it by its id proves it was kept.
      if (scheduleId !== undefined) await yamada.presence.deleteMySchedule({ params: { scheduleId } });
      await context.close();
    }
    expect(scheduleId).toBeDefined();
  });
});
