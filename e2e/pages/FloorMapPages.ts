import type { Locator, Page } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

/**
 * Opens the card of the person at a map's centre (a highlighted person is centred) with the
 * keyboard: Enter on a group zooms into it, and a group that cannot be zoomed apart lists its
 * people, of whom the one named is chosen. The simulated site moves people every few seconds, so
 * when the person has walked away from the centre, the map's own search finds and centres them
 * again, as a person would.
 */
async function openCardAtCentre(page: Page, map: Locator, search: Locator, fullname: string): Promise<void> {
  const card = page.getByRole('dialog', { name: fullname });
  const group = page.getByRole('dialog', { name: /people|人/ });
  for (let step = 0; step < 8; step++) {
    if (step > 0 && step % 2 === 0) {
      await search.fill(fullname);
      await search.press('Enter');
    }
    await map.focus();
    await map.press('Enter');
    await Promise.race([
      card.waitFor({ timeout: 2_000 }).catch(() => undefined),
      group.waitFor({ timeout: 2_000 }).catch(() => undefined),
    ]);
    if (await card.isVisible()) return;
    if (await group.isVisible()) {
      const member = group.getByRole('button', { name: new RegExp(fullname) });
      if ((await member.count()) > 0) {
        await member.click();
        await card.waitFor();
        return;
      }
      // The group at the centre is someone else's: close it and find the person again.
      await page.keyboard.press('Escape');
      await group.waitFor({ state: 'hidden' });
    }
  }
  throw new Error(`no card of ${fullname} opened at the map's centre`);
}

/** `/front/floors` and `/front/floors/{floorId}`: the floors one may see and one floor's map. */
export class FloorMapPages extends KizunaPage {
  async openList(): Promise<void> {
    await this.page.goto('/front/floors');
  }

  async openFloor(floorId: number, userId?: number): Promise<void> {
    await this.page.goto(`/front/floors/${floorId}${userId === undefined ? '' : `?userId=${userId}`}`);
  }

  /** A floor's link on the list. */
  floorLink(name: string | RegExp) {
    return this.main.getByRole('link', { name });
  }

  /** The field that finds a person on the open floor. */
  get searchField() {
    return this.page.getByRole('searchbox', { name: 'Find a person on this floor' });
  }

  /** The map itself, a focusable application named by the floor. */
  map(floorName: string) {
    return this.page.getByRole('application', { name: floorName });
  }

  /** What screen readers read of the people on the floor, one entry per person. */
  get people() {
    return this.page
      .getByRole('list', { name: /^(People on this floor|このフロアの人)/ })
      .getByRole('listitem');
  }

  /** Resolves once the list of people is there (it is read, not seen: visually hidden). */
  async waitForPeople(): Promise<void> {
    await this.people.first().waitFor({ state: 'attached' });
  }

  /** The entry of one person, once it is there. */
  person(fullname: string) {
    return this.people.filter({ hasText: fullname });
  }

  /** Every person's entry as read: name, divisions, seat or room. */
  async peopleTexts(): Promise<string[]> {
    return this.people.allTextContents();
  }

  get autoRefresh() {
    return this.page.getByRole('switch', { name: /Update positions automatically|位置を自動で更新/ });
  }

  /** Turns automatic updates on or off by its label, as a person clicks it. */
  async toggleAutoRefresh(): Promise<void> {
    await this.page.getByText(/^(Update positions automatically|位置を自動で更新)$/).click();
  }

  /** A person's card on the map (a dialog named by them). */
  card(fullname: string) {
    return this.page.getByRole('dialog', { name: fullname });
  }

  /** Whichever card is open on the map. */
  get openCard() {
    return this.page.getByRole('dialog');
  }

  /** Opens the card of the person at the map's centre (see `openCardAtCentre`). */
  async openCardAtCentre(floorName: string, fullname: string): Promise<void> {
    await openCardAtCentre(this.page, this.map(floorName), this.searchField, fullname);
  }

  /** Presses the call button of a person's open card and confirms the call. */
  async callFromCard(fullname: string, button: string): Promise<void> {
    await this.card(fullname).getByRole('button', { name: button }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Call this number?' });
    await confirm.getByRole('button', { name: 'Call', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
  }

  /**
   * Where the map's markers can be pressed, as screen boxes. The canvas draws the markers; the map
   * mirrors each marker on screen with an unnamed box of the size its press area has.
   */
  markerTargets(floorName: string) {
    return this.map(floorName).getByTestId('floor-map-marker');
  }

  /** One person's marker (not a counted group). */
  personMarker(floorName: string) {
    return this.markerTargets(floorName).and(this.page.locator('[data-count="1"]'));
  }

  /** Every marker's box, rounded to whole pixels and sorted: equal lists mean nothing moved. */
  async markerBoxes(floorName: string): Promise<string[]> {
    const boxes = await this.markerTargets(floorName).evaluateAll((targets) =>
      targets.map((target) => {
        const box = target.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
      }),
    );
    return boxes.sort();
  }

  /** The page has no horizontal scrolling at the window's width. */
  async fitsWidth(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
  }
}

/** `<kizuna-floor-map>` on the widgets demo page (inside its shadow root). */
export class FloorMapElement extends KizunaPage {
  get element() {
    return this.page.locator('kizuna-floor-map');
  }

  map(floorName: string) {
    return this.element.getByRole('application', { name: floorName });
  }

  /** A person's card on the widget's map. */
  card(fullname: string) {
    return this.element.getByRole('dialog', { name: fullname });
  }

  /** Opens the card of the person at the map's centre (see `openCardAtCentre`). */
  async openCardAtCentre(floorName: string, fullname: string): Promise<void> {
    await openCardAtCentre(this.page, this.map(floorName), this.element.getByRole('searchbox'), fullname);
  }

  /** Presses the call button of a person's open card (the widget asks the page to call). */
  async callFromCard(fullname: string, button: string): Promise<void> {
    await this.card(fullname).getByRole('button', { name: button }).click();
  }

  /** What the demo page says of the last `kizuna-call-request` event. */
  get lastCallRequest() {
    return this.page.locator('#floor-call');
  }
}
