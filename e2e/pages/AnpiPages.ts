import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { bodyText } from './InvitationPages';
import type { Locator } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

const TITLES = {
  link: /^(Safety confirmation|安否確認)$/,
  mine: /^(Safety confirmation|安否確認)$/,
  results: /^(Safety check results|安否確認の結果)$/,
};

/** `/front/anpi/answer/<token>`: a person's mailed link, answered without signing in. */
export class AnpiLinkPage extends KizunaPage {
  get heading() {
    return this.headingNamed(TITLES.link);
  }

  /** Answers in the one form on the page, or in the form inside `within`. */
  async answer(
    safety: string,
    canWork: string,
    comment = '',
    within: Locator = this.page.locator('body'),
  ): Promise<void> {
    // react-aria keeps the radio input hidden: the label is what a person taps.
    await within.getByText(safety, { exact: true }).click();
    await within.getByText(canWork, { exact: true }).click();
    if (comment) await within.getByRole('textbox', { name: /^(Comment|コメント)/ }).fill(comment);
    await within.getByRole('button', { name: /^(Send answer|回答を送信)$/ }).click();
  }

  get recorded() {
    return this.page
      .getByRole('status')
      .filter({ hasText: /^(Your answer has been recorded\.|回答を受け付けました。)$/ });
  }

  get refusal() {
    return this.page.getByRole('alert');
  }
}

/** `/front/admin/anpi/checks`: the administrator's list of checks, where one is closed. */
export class AnpiChecksAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/anpi/checks');
    await this.headingNamed(/^(Safety checks|安否確認)$/).waitFor();
  }

  /** The check's title, which opens its results. */
  resultsLink(title: string) {
    return this.mainLink(title, { exact: true });
  }

  async close(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Close ${title}` }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
  }
}

/** `/front/anpi`: the open checks that ask the signed-in person, answered there. */
export class MyAnpiPage extends AnpiLinkPage {
  async open(): Promise<void> {
    await this.page.goto('/front/anpi');
    await this.headingNamed(TITLES.mine).waitFor();
  }

  check(title: string) {
    return this.page.getByRole('article', { name: new RegExp(title) });
  }

  get changeButton() {
    return this.page.getByRole('button', { name: /^(Change answer|回答を変更)$/ });
  }
}

/** `/front/anpi/checks/:checkId`: the results of a check. */
export class AnpiResultsPage extends KizunaPage {
  async open(checkId: number): Promise<void> {
    await this.page.goto(`/front/anpi/checks/${checkId}`);
    await this.headingNamed(TITLES.results).waitFor();
  }

  /** A count at the top of the page (a button that shows its people): "Minor injury: 1 (33%)…". */
  tile(label: string) {
    return this.page
      .getByRole('list', { name: /^(Answers|回答)$/ })
      .getByRole('button', { name: new RegExp(`^${label}: `) });
  }

  /** Said once the page follows answers as they come (its events socket is open). */
  get live() {
    return this.text(/(New answers appear automatically\.|新しい回答は自動で反映されます。)/);
  }

  /** The count of people asked, at the top. */
  get targets() {
    return this.page
      .getByRole('list', { name: /^(Answers|回答)$/ })
      .getByRole('listitem')
      .first();
  }

  get peopleTable() {
    return this.page.getByRole('grid', { name: /^(People asked|対象者一覧)$/ });
  }

  /** The row of a person of the list, named by their name. */
  person(name: string) {
    return this.peopleTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  }

  /** Every person's row of the list, in its order. */
  get personRows() {
    return this.peopleTable.getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  }

  /** The rows of the people who have not answered yet, as the list shows them now. */
  get nonResponderRows() {
    return this.peopleTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') })
      .filter({ hasText: /Not answered|未回答/ });
  }

  nonResponder(name: string) {
    return this.nonResponderRows.filter({
      has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}`) }),
    });
  }

  /** Opens the dialog to enter or correct the answer of `name`. */
  async enterAnswerFor(name: string): Promise<void> {
    await this.page
      .getByRole('button', { name: new RegExp(`^(Enter|Correct) the answer of ${name}$`) })
      .click();
  }

  /** Corrects the safety of `name`'s answer in its dialog, keeping the rest of it. */
  async correctSafety(name: string, safety: string): Promise<void> {
    await this.enterAnswerFor(name);
    const dialog = this.page.getByRole('dialog', { name: new RegExp(name) });
    // react-aria keeps the radio input hidden: the label is what a person taps.
    await dialog.getByText(safety, { exact: true }).click();
    await dialog.getByRole('button', { name: /^(Record answer|回答を記録)$/ }).click();
  }

  async filterByState(state: string): Promise<void> {
    await this.page.getByRole('button', { name: /(^|\s)(State|状態)(\s|$)/ }).click();
    await this.page.getByRole('option', { name: state, exact: true }).click();
  }

  async sortBy(column: string): Promise<void> {
    await this.peopleTable.getByRole('columnheader', { name: column }).click();
  }

  get notifyButton() {
    return this.page.getByRole('button', { name: /^(Notify the non-responders again|未回答の方に再通知)$/ });
  }

  async notifyAgain(): Promise<void> {
    await this.notifyButton.click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  }
}

/**
 * The answer link of the newest safety check mail to `address`, from the outbox folder of the
 * server e2e/run.mjs started; waits for the delivery worker. `after`: a link that must not be it.
 */
export async function anpiLinkTo(
  address: string,
  after: string | null = null,
  timeoutMs = 15_000,
): Promise<string> {
  const dataDir = process.env.KIZUNA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KIZUNA_E2E_DATA_DIR is set by e2e/run.mjs');
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      const eml = await readFile(path.join(outbox, name), 'utf8');
      if (!eml.includes(address)) continue;
      const link = /https?:\/\/\S+?\/front\/anpi\/answer\/[A-Za-z0-9_-]{43}/.exec(bodyText(eml));
      if (!link) continue;
      const found = new URL(link[0]).pathname;
      if (found === after) break;
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no safety check mail to ${address} in ${outbox}`);
}
