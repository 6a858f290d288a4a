import type { Locator } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

/** `/front/admin/ibasho`: the place floors, one floor's page and the location settings. */
export class PlacesAdminPages extends KizunaPage {
  async openFloors(): Promise<void> {
    await this.page.goto('/front/admin/ibasho');
    await this.headingNamed(/^(Place settings|プレイス設定)$/).waitFor();
  }

  async openFloor(floorId: number, name: string): Promise<void> {
    await this.page.goto(`/front/admin/ibasho/floors/${floorId}`);
    await this.headingNamed(name).waitFor();
  }

  async openSettings(): Promise<void> {
    await this.page.goto('/front/admin/ibasho/settings');
    await this.headingNamed(/^(Location settings|位置情報の設定)$/).waitFor();
  }

  /** The floor form (add or details). */
  get floorDialog() {
    return this.page.getByRole('dialog');
  }

  async addFloor(name: string, size: { length: number; width: number }): Promise<void> {
    await this.main.getByRole('button', { name: 'Add floor' }).click();
    await this.floorDialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await this.floorDialog.getByRole('textbox', { name: /^Length/ }).fill(String(size.length));
    await this.floorDialog.getByRole('textbox', { name: /^Width/ }).fill(String(size.width));
    await this.floorDialog.getByRole('button', { name: 'Save' }).click();
    await this.floorDialog.waitFor({ state: 'detached' });
  }

  floorRow(name: string) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** The floor image's file input (behind its button, as a file chooser opens it). */
  async chooseImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.main.getByRole('button', { name: /^(Upload|Replace) floor image$/ }).click();
    await (await chooser).setFiles(file);
  }

  /** The image with its areas; positions are fractions of its shown size. */
  get canvas(): Locator {
    return this.page.getByTestId('area-canvas');
  }

  private async at(x: number, y: number): Promise<{ x: number; y: number }> {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('the floor image is not shown');
    return { x: box.x + box.width * x, y: box.y + box.height * y };
  }

  /** Picks both calibration points by clicking the image, then enters their real distance. */
  async calibrate(a: [number, number], b: [number, number], distance: number): Promise<void> {
    await this.main.getByRole('group', { name: 'First point' }).getByRole('button').click();
    for (const [x, y] of [a, b]) {
      const point = await this.at(x, y);
      await this.page.mouse.click(point.x, point.y);
    }
    await this.main.getByRole('textbox', { name: /^Real distance/ }).fill(String(distance));
    await this.main.getByRole('button', { name: 'Set scale' }).click();
  }

  /** Drags a rectangle on the image, as a mouse draws it. */
  async drawArea(from: [number, number], to: [number, number]): Promise<void> {
    const start = await this.at(...from);
    const end = await this.at(...to);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x, end.y, { steps: 8 });
    await this.page.mouse.up();
  }

  get areaForm() {
    return this.main.getByRole('region', { name: /^(New area|Change )/ });
  }

  areaRow(name: string) {
    return this.main
      .getByRole('region', { name: 'Areas on this floor' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** A floor's row on the list, with what it shows (its image state, its counts). */
  floorRowText(name: string, text: string) {
    return this.floorRow(name).getByText(text);
  }

  async openFloorFromList(name: string): Promise<void> {
    await this.floorRow(name).getByRole('link', { name }).click();
    await this.headingNamed(name).waitFor();
  }

  async removeFloorFromList(name: string): Promise<void> {
    await this.floorRow(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await this.confirm();
    await this.floorRow(name).waitFor({ state: 'detached' });
  }

  floorImage(name: string) {
    return this.main.getByRole('img', { name: `Floor image of ${name}` });
  }

  areaField(label: RegExp) {
    return this.areaForm.getByRole('textbox', { name: label });
  }

  areaFormText(text: string) {
    return this.areaForm.getByText(text);
  }

  async saveArea(): Promise<void> {
    await this.areaForm.getByRole('button', { name: 'Save' }).click();
  }

  async cancelArea(): Promise<void> {
    await this.areaForm.getByRole('button', { name: 'Cancel' }).click();
  }

  async changeArea(name: string): Promise<void> {
    await this.areaRow(name)
      .getByRole('button', { name: `Change ${name}` })
      .click();
  }

  /** A field of the location settings. */
  settingsField(label: RegExp) {
    return this.main.getByRole('textbox', { name: label });
  }

  settingsSwitch(label: string) {
    return this.main.getByRole('switch', { name: label });
  }

  async saveSettings(): Promise<void> {
    await this.main.getByRole('button', { name: 'Save' }).click();
  }

  /** The page has no horizontal scrolling at the window's width. */
  async fitsWidth(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
  }
}
