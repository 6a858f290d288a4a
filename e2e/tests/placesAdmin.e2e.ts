import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FloorMapPages } from '../pages/FloorMapPages';
import { PlacesAdminPages } from '../pages/PlacesAdminPages';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';
import { signedInThroughApi } from '../support/signedInThroughApi';

let browser: Browser;
let adminApi: KizunaClient;
const floorName = `E2E floor ${Date.now()}`;

/** A 1000 × 500 px floor plan: a white floor with a grey outer wall. */
function floorPlan(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500">
    <rect width="1000" height="500" fill="#fff"/>
    <rect x="10" y="10" width="980" height="480" fill="none" stroke="#888" stroke-width="8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function floorIdOf(name: string): Promise<number> {
  const { items } = await adminApi.placesAdmin.floors();
  const floor = items.find((item) => item.name === name);
  if (!floor) throw new Error(`no floor named ${name}`);
  return floor.floorId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminApi = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
});
afterAll(async () => {
  // The floor is deleted through the page at the end; a failed run leaves none behind either.
  const { items } = await adminApi.placesAdmin.floors();
  for (const floor of items.filter((item) => item.name === floorName)) {
    await adminApi.placesAdmin.removeFloor({ params: { floorId: floor.floorId } });
  }
  await browser?.close();
});

describe('place settings', () => {
  it('the admin adds a floor, uploads its image, sets its scale and draws a seat people then see', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const admin = new PlacesAdminPages(page);
    await admin.openFloors();
    await expectAccessible(page);

    await admin.addFloor(floorName, { length: 50, width: 100 });
    await admin.floorRowText(floorName, 'No image').waitFor();
    await admin.openFloorFromList(floorName);
    await admin.mainText('Length × width × height').waitFor();
    await admin.mainText('50 × 100 × 10 feet').waitFor();

    // A file that is no image is refused by its content, in the person's language.
    await admin.chooseImage({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await admin.mainText('Choose a PNG, JPEG or GIF image.').waitFor();

    await admin.chooseImage({ name: 'plan.png', mimeType: 'image/png', buffer: await floorPlan() });
    await admin.mainText('The image is 1000 × 500 pixels.', { exact: false }).waitFor();
    await admin.floorImage(floorName).waitFor();
    expect(await admin.mainText('Choose a PNG, JPEG or GIF image.').count()).toBe(0);
    await expectAccessible(page);

    // Two points 800 px apart on the image, 80 feet apart on the floor: 10 px per foot.
    await admin.calibrate([0.1, 0.5], [0.9, 0.5], 80);
    await admin.mainText('Set: 10 pixels per foot.').waitFor();

    // A seat dragged from (40 %, 40 %) to (50 %, 60 %) of the image: 40–50 ft across, 20–30 ft deep.
    await admin.drawArea([0.4, 0.4], [0.5, 0.6]);
    await admin.areaField(/^Name/).fill('Seat E2E-1');
    await admin.saveArea();
    const seat = admin.areaRow('Seat E2E-1');
    await seat.waitFor();
    expect(await seat.textContent()).toMatch(/Seat.*X [\d.]+, Y [\d.]+ feet.*[\d.]+ × [\d.]+ feet/);
    const drawn = (await adminApi.placesAdmin.floor({ params: { floorId: await floorIdOf(floorName) } }))
      .areas;
    expect(drawn).toHaveLength(1);
    const shape = drawn[0]!.geometry;
    if (shape.shape !== 'RECT') throw new Error('a dragged area is a rectangle');
    // Within a pixel or two of where the mouse went (the page's size rounds the mouse's position).
    expect([shape.x, shape.y, shape.width, shape.height].map(Math.round)).toEqual([40, 20, 10, 10]);
    await expectAccessible(page);

    // Coordinates off the floor are refused by the server, on the field.
    await admin.changeArea('Seat E2E-1');
    await admin.areaField(/^Width/).fill('500');
    await admin.saveArea();
    await admin.areaFormText('The area must lie on the floor.').waitFor();
    await admin.cancelArea();

    // People see the floor with its seat on the maps.
    const floorId = await floorIdOf(floorName);
    const maps = new FloorMapPages(page);
    await maps.openList();
    await maps.floorLink(new RegExp(floorName)).click();
    await maps.map(floorName).waitFor();
    const map = await adminApi.places.floor({ params: { floorId } });
    expect(map.areas.map((area) => area.name)).toEqual(['Seat E2E-1']);
    expect(Math.round(map.areas[0]!.points[0]!.x / 10)).toBe(40);

    // Deleted after a confirmation, it is gone from the list.
    await admin.openFloors();
    await admin.removeFloorFromList(floorName);
    await context.close();
  });

  it('reads in Japanese, fits a phone, a tablet and a laptop, and is accessible', async () => {
    const created = await adminApi.placesAdmin.createFloor({
      body: {
        floorType: 'IBASHO',
        name: floorName,
        floorNumber: 2,
        hierarchyName: '',
        outdoor: false,
        dimension: { length: 50, width: 100, height: 10, offsetX: 0, offsetY: 0, unit: 'FEET' },
      },
    });
    const { context, page } = await signedInThroughApi(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const admin = new PlacesAdminPages(page);
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await admin.openFloors();
      await admin.floorRow(floorName).waitFor();
      expect(await admin.fitsWidth(), `the floors fit ${width} px`).toBe(true);
      await expectAccessible(page);
      await admin.openFloor(created.floorId, floorName);
      await admin.headingNamed('座席・会議室・エリア', 2).waitFor();
      expect(await admin.fitsWidth(), `the floor fits ${width} px`).toBe(true);
      await expectAccessible(page);
      await admin.openSettings();
      await admin.settingsSwitch('本人が選ばない限りマップに表示する').waitFor();
      expect(await admin.fitsWidth(), `the settings fit ${width} px`).toBe(true);
      await expectAccessible(page);
    }
    await context.close();
  });

  it('saves the location settings, and refuses a period under a minute on its field', async () => {
    const before = await adminApi.placesAdmin.settings();
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const admin = new PlacesAdminPages(page);
    try {
      await admin.openSettings();
      await expectAccessible(page);
      const minutes = admin.settingsField(/^Show a position for/);
      await minutes.fill('45');
      await admin.saveSettings();
      await admin.text('The location settings were saved.').waitFor();
      expect((await adminApi.placesAdmin.settings()).recentMinutes).toBe(45);
      await minutes.fill('0');
      await admin.saveSettings();
      await admin.mainText('Enter 1 or more.').waitFor();
    } finally {
      await adminApi.placesAdmin.saveSettings({ body: before });
      await context.close();
    }
  });
});
