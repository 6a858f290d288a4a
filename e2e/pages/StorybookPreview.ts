import type { Page } from 'playwright-core';

interface StorybookChannel {
  emit(event: string, ...args: unknown[]): void;
  once(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
}

/** What the preview reports once a story is on screen, or why it is not. */
const SETTLED_EVENTS = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'] as const;

/** Storybook's preview frame (`iframe.html`) of the static build, one story at a time. */
export class StorybookPreview {
  private current: string | null = null;

  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  /**
   * Loads the preview frame on a story in one theme (a global in the URL, so the very first render
   * has it; stories that pin a theme of their own keep it) and waits until it has rendered or failed.
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
    await this.emitAndSettle('updateGlobals', { globals: { theme, a11y: { manual: true } } });
    this.current = story;
  }

  /**
   * Shows another story in the frame already loaded, as Storybook's sidebar does: the story before
   * is unmounted (with its portals and overlays) and the next one rendered, with its play function.
   */
  async select(story: string): Promise<void> {
    if (story === this.current) return;
    await this.emitAndSettle('setCurrentStory', { storyId: story, viewMode: 'story' });
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    this.current = story;
  }

  /** The render error Storybook shows instead of the story, or null when it rendered. */
  async renderError(): Promise<string | null> {
    const failed = await this.page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
    if (!failed) return null;
    return (await this.page.locator('#error-message').textContent()) ?? 'render error';
  }

  /** Emits an event on the preview's channel and waits for the story's render to settle after it. */
  private async emitAndSettle(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([name, data, settled]) =>
        new Promise<void>((resolve, reject) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => {
            for (const each of settled) channel.off(each, done);
            reject(new Error(`no render settled within 20 s after ${name}`));
          }, 20_000);
          function done() {
            clearTimeout(timer);
            for (const each of settled) channel.off(each, done);
            resolve();
          }
          for (const each of settled) channel.once(each, done);
          channel.emit(name, data);
        }),
      [event, payload, SETTLED_EVENTS] as const,
    );
  }
}
