import { KizunaPage } from './KizunaPage';

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
}
