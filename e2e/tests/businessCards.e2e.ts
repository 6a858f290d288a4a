import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { BusinessCardSection } from '../pages/BusinessCardSection';
import { ExternalContactPage } from '../pages/ExternalContactPage';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A business card lying on a grey desk, drawn by the browser itself (Noto Sans CJK) and taken as
 * a PNG screenshot: what a phone photo of a card gives, without the blur.
 */
async function photographCard(page: Page): Promise<Buffer> {
  await page.setContent(`<!doctype html><html lang="ja"><body style="margin:0;background:#7d838f">
    <div id="card" style="position:absolute;left:60px;top:50px;width:910px;height:550px;background:#fff;
      font-family:'Noto Sans CJK JP','Noto Sans CJK',sans-serif;color:#111;padding:50px;box-sizing:border-box">
      <div style="font-size:34px;font-weight:700">株式会社 ひかり製作所</div>
      <div style="font-size:28px;margin-top:18px">品質保証部 主任</div>
      <div style="font-size:56px;font-weight:700;margin-top:40px">中村 陽介</div>
      <div style="font-size:28px;margin-top:40px">TEL 045-123-4567</div>
      <div style="font-size:28px;margin-top:8px">yosuke.nakamura@hikari-ss.co.jp</div>
    </div></body></html>`);
  return page.screenshot({ clip: { x: 0, y: 0, width: 1030, height: 650 }, type: 'png' });
}

async function signedIn(): Promise<Page> {
  const { page } = await newPage(browser);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(DEMO_ACCOUNTS.demoUser);
  await new HomePage(page).heading.waitFor();
  return page;
}

describe('business cards', () => {
  it('uploads a card photo, crops it with the keyboard, reads it with OCR and applies what was read', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const folders = await api.contactFolders.personalList();
    const folder = folders.items.find((item) => item.folderName === '個人の連絡先')!;
    const { contactId } = await api.externalContacts.add({
      params: { folderType: 'personal', folderId: folder.folderId },
      body: { fullname: '中村 陽介' },
    });
    const page = await signedIn();
    const card = await photographCard(page);

    await page.goto(`/front/externalContacts/personal/detail/${contactId}`);
    const contact = new ExternalContactPage(page);
    await contact.headingNamed('中村 陽介').waitFor();
    const section = new BusinessCardSection(page);
    await section.text('No business card yet.').waitFor();
    await expectAccessible(page);

    await section.upload({ name: 'card.png', mimeType: 'image/png', buffer: card });
    // Uploading opens the crop step; the selection is moved and sized with the keyboard.
    const box = section.selection;
    await box.waitFor();
    await expectAccessible(page);
    await section.spinbutton('Left (px)').fill('60');
    await section.spinbutton('Top (px)').fill('50');
    await section.spinbutton('Width (px)').fill('900');
    await section.spinbutton('Height (px)').fill('540');
    await box.focus();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect.poll(() => box.getAttribute('aria-label')).toContain('901 × 541');
    await section.button('Crop to the selection').click();
    await section.text('The card was cropped.').waitFor();
    const image = section.image('Business card of 中村 陽介');
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(901);

    await section.button('Read with OCR').click();
    await section.progress('Reading the card…').waitFor();
    await expectAccessible(page);
    await section.proposals.waitFor({ timeout: 90_000 });
    await expectAccessible(page);
    expect(await section.proposedValue('Phone').textContent()).toBe('045-123-4567');
    expect(await section.proposedValue('E-mail ').textContent()).toBe('yosuke.nakamura@hikari-ss.co.jp');

    await section.button(/^Apply all/).click();
    await section.text(/Values saved to the contact/).waitFor();
    await contact.mainLink('045-123-4567').waitFor();
    await contact.mainLink('yosuke.nakamura@hikari-ss.co.jp').waitFor();
    const saved = await api.externalContacts.detail({ params: { folderType: 'personal', contactId } });
    expect(saved).toMatchObject({ phoneNum: '045-123-4567', email1: 'yosuke.nakamura@hikari-ss.co.jp' });

    // In Japanese, the edit page shows the card and the reading too, applied into the form.
    const shell = new AppShell(page);
    await shell.chooseLanguage('日本語');
    await page.goto(`/front/externalContacts/personal/detail/${contactId}/edit`);
    await contact.headingNamed('連絡先の編集').waitFor();
    await new BusinessCardSection(page, '名刺').proposals.waitFor();
    await expectAccessible(page);
    await shell.chooseLanguage('English');
    await contact.headingNamed('Edit contact').waitFor();
    await page.context().close();
  });
});
