import type { Page } from 'playwright-core';

interface StorybookChannel {
  emit(event: string, ...args: unknown[]): void;
}

/** Storybook's preview frame (`iframe.html`) of the static build, one story at a time. */
export class StorybookPreview {
  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  /**
   * Opens a story in one theme (a global in the URL, so the very first render has it; stories that
   * pin a theme of their own keep it) and waits until it has rendered or failed.
   */
  async open(story: string, theme: string): Promise<void> {
    await this.page.goto(
      `${this.baseURL}/iframe.html?id=${encodeURIComponent(story)}&viewMode=story&globals=theme:${theme}`,
    );
    await this.page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-main') ||
        document.body.classList.contains('sb-show-errordisplay'),
    );
    // Leave axe to the test rather than to the a11y addon, which would run it a second time.
    await this.page.evaluate((value) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateGlobals', { globals: { theme: value, a11y: { manual: true } } });
    }, theme);
  }

  /** The render error Storybook shows instead of the story, or null when it rendered. */
  async renderError(): Promise<string | null> {
    const failed = await this.page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
    if (!failed) return null;
    return (await this.page.locator('#error-message').textContent()) ?? 'render error';
  }
}
