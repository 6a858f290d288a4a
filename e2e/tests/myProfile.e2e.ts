import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyAdminPage } from '../pages/CompanyAdminPage';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { MyProfilePage } from '../pages/MyProfilePage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

const YAMADA = '山田 太郎';
/** A skill no one of the demo tenant has: the search finds Yamada by it alone. */
const NEW_SKILL = 'ジグビー設計';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('my profile', () => {
  it('yamada edits each section with the keyboard, and the directory search finds his new skill', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const profile = new MyProfilePage(page);
    await profile.openFromAccountMenu();
    await profile.editButton('Links').waitFor();
    await expectAccessible(page);

    await profile.edit('One-word message');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('今週は大阪出張です');
    await page.keyboard.press('Enter');
    await profile.waitForSaved('One-word message', '今週は大阪出張です');

    await profile.edit('Job description');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('法人営業と新規開拓を担当しています。');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await profile.waitForSaved('Job description', '法人営業と新規開拓を担当しています。');

    await profile.edit('Skills');
    await page.keyboard.type(NEW_SKILL);
    await page.keyboard.press('Enter');
    await profile.button('Skills', `Remove ${NEW_SKILL}`).waitFor();
    await profile.button('Skills', 'Save').press('Enter');
    await profile.waitForSaved('Skills', NEW_SKILL);

    await profile.edit('Career history');
    await profile.button('Career history', 'Add a row').press('Enter');
    await page.keyboard.type('東京本社 営業部へ異動');
    await page.keyboard.press('Enter');
    await profile.waitForSaved('Career history', '東京本社 営業部へ異動');

    await profile.edit('趣味');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('将棋');
    await page.keyboard.press('Enter');
    await profile.waitForSaved('趣味', '将棋');

    // A title without its URL is refused on the URL's field; with the URL it saves.
    await profile.edit('Links');
    await profile.field('Links', 'Title of link 2').press('End');
    await page.keyboard.type('営業資料');
    await page.keyboard.press('Enter');
    const url2 = profile.field('Links', 'URL of link 2');
    await expect.poll(() => url2.getAttribute('aria-invalid')).toBe('true');
    await profile.sectionText('Links', 'This is a required field.').waitFor();
    await expectAccessible(page);
    await url2.press('End');
    await page.keyboard.type('https://example.com/sales');
    await page.keyboard.press('Enter');
    await profile.waitForSaved('Links', '営業資料');

    // Leaving with an unsaved edit asks first; yes discards it.
    await profile.edit('One-word message');
    await page.keyboard.type('（保存しない）');
    await profile.menuLink('Internal directory').click();
    await profile.leaveDialog.waitFor();
    await expectAccessible(page);
    await profile.answerLeave('Yes');
    const directory = new InternalContactsPage(page);
    await page.waitForURL((url) => url.pathname === '/front/internalContacts');
    await directory.open('?page=1');

    await directory.searchFreeWord(NEW_SKILL);
    expect(await directory.names()).toEqual([YAMADA]);

    await profile.open();
    await profile.waitForSaved('One-word message', '今週は大阪出張です');
    expect(await profile.sectionText('One-word message', '（保存しない）').count()).toBe(0);
    await context.close();
  }, 300_000);

  it('shows the digital business card with its QR code, downloads the vCard, keeps an own value', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const profile = new MyProfilePage(page);
    await profile.open();
    const qr = profile.qrCode();
    await qr.scrollIntoViewIfNeeded();
    // The image the API serves has loaded: a PNG, not a broken image.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A blank own value is refused on its field; a real one shows on the card and in the file.
    await profile.edit('Organisation name');
    await profile.toggleOwnValue('Organisation name');
    await profile.button('Organisation name', 'Save').click();
    const field = profile.field('Organisation name', 'Organisation name');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('キズナ商事');
    await field.press('Enter');
    await profile.cardValue('キズナ商事').waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      profile.downloadVCardLink().click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${YAMADA}.vcf`);
    expect(await readFile((await download.path())!, 'utf8')).toContain('ORG:キズナ商事');
    // Back to the directory's value, so the demo stays as it was.
    await profile.edit('Organisation name');
    await profile.toggleOwnValue('Organisation name');
    await profile.button('Organisation name', 'Save').click();
    await profile.editButton('Organisation name').waitFor();
    await context.close();

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const jaProfile = new MyProfilePage(ja.page);
    await jaProfile.open();
    await jaProfile.qrCode(/QRコード/).scrollIntoViewIfNeeded();
    await jaProfile.downloadVCardLink('vCardをダウンロード').waitFor();
    await expectAccessible(ja.page);
    await ja.context.close();
  }, 120_000);

  it('is accessible in Japanese, reached from his own directory page', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const profile = new MyProfilePage(page);
    await profile.open();
    await profile.headingNamed('マイプロフィール').waitFor();
    await profile.editButton('リンク', 'リンクを編集').waitFor();
    await expectAccessible(page);
    await profile.mainLink('社内電話帳での表示を見る').click();
    await profile.headingNamed(YAMADA).waitFor();
    await profile.mainLink('マイプロフィールを編集').click();
    await profile.headingNamed('マイプロフィール').waitFor();
    await context.close();
  }, 120_000);

  it('uploads a face image and sees it in the directory', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const profile = new MyProfilePage(page);
    await profile.open();
    const face = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a5ba0' } })
      .png()
      .toBuffer();
    await profile.chooseFace({ name: 'face.png', mimeType: 'image/png', buffer: face });
    await profile.cropSquare.press('ArrowRight');
    await expectAccessible(page);
    await profile.button('Face image', 'Save face image').click();
    await profile.text('Face image saved.').waitFor();
    // The user menu shows the new face at once.
    await expect.poll(() => profile.accountMenuFaceSrc()).toMatch(/\?v=1$/);

    const directory = new InternalContactsPage(page);
    await directory.open('?page=1');
    await directory.searchFreeWord(YAMADA);
    const src = await directory.faceSrc(YAMADA);
    const image = await page.request.get(new URL(src!, page.url()).toString());
    expect(image.headers()['content-type']).toBe('image/png');

    await profile.open();
    await profile.button('Face image', 'Remove face image').click();
    await profile.text('Face image removed.').waitFor();
    await context.close();
  }, 120_000);

  it("an admin edits yamada's phone through proxy edit", async () => {
    for (const locale of ['en-US', 'ja-JP'] as const) {
      const ja = locale === 'ja-JP';
      const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, locale);
      const directory = new InternalContactsPage(page);
      await directory.open('?page=1');
      await directory.searchFreeWord(YAMADA, ja ? 'ja' : 'en');
      await directory.openDetail(YAMADA);
      const detail = new InternalContactDetailPage(page);
      await detail.waitForLoaded(YAMADA);
      await detail
        .editButton(ja ? `${YAMADA} さんの電話帳の情報を編集` : `Edit ${YAMADA}'s directory information`)
        .click();
      const phone = detail.editField(ja ? '電話番号' : 'Phone');
      await phone.waitFor();
      await expectAccessible(page);
      if (!ja) {
        await phone.fill('03-5555-0199');
        await detail.saveEdit();
        // The extension is the call the page leads with; the office number is listed under it.
        await detail.sectionText('Other numbers', /5555.?0199/).waitFor();
      }
      await context.close();
    }
  }, 120_000);

  it('shows the fields the company keeps read-only, and asks before leaving an unsaved phone', async () => {
    const FOLLOW = 'People may change what the directory list shows of them';
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const company = new CompanyAdminPage(admin.page);
    await company.open();
    await company.toggle(FOLLOW);
    await company.toggleCheckbox(/^Fields people may change themselves/, 'Position');
    await company.saveAndWait();

    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const profile = new MyProfilePage(page);
    await profile.open();
    const position = profile.field('Directory information', 'Position');
    await position.waitFor();
    expect(await position.getAttribute('readonly')).not.toBeNull();
    await profile.sectionText('Directory information', 'Kept by your company.').first().waitFor();
    await expectAccessible(page);

    await profile.field('Directory information', 'Phone').fill('03-5555-0777');
    await profile.menuLink('Internal directory').click();
    await profile.leaveDialog.waitFor();
    await profile.answerLeave('No');
    expect(new URL(page.url()).pathname).toBe('/front/profile');
    await profile.menuLink('Internal directory').click();
    await profile.answerLeave('Yes');
    await page.waitForURL((url) => url.pathname === '/front/internalContacts');
    await context.close();

    await company.open();
    await company.toggle(FOLLOW);
    await company.saveAndWait();
    await admin.context.close();
  }, 180_000);
});
