import { createKizunaClient } from '@kizuna/api-client';
import type { InternalContactItem, KizunaClient } from '@kizuna/api-client';
import { I18nProvider } from '@kizuna/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInWidgetClient, widgetTestClient } from '../../test/signInWidgetClient';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { ContactSearch } from './ContactSearch';
import type { ContactSearchProps } from './ContactSearch';

let admin: KizunaClient;
beforeAll(async () => {
  admin = await signInWidgetClient('demoAdmin');
});

function renderSearch(client: KizunaClient, props: ContactSearchProps = {}, locale = 'en-US') {
  const onSelect = vi.fn<(contact: InternalContactItem) => void>();
  render(
    <I18nProvider locale={locale}>
      <KizunaClientProvider client={client}>
        <ContactSearch debounceMs={0} onSelect={onSelect} {...props} />
      </KizunaClientProvider>
    </I18nProvider>,
  );
  return { onSelect, input: screen.getByRole('combobox') };
}

const status = () => screen.getByRole('status');
// The server is shared by every test file on a busy machine: give answers time.
const slow = { timeout: 5000 };
const findOption = (name: RegExp) => screen.findByRole('option', { name }, slow);

// Each test waits for one or two answers of that busy server.
describe('ContactSearch against the real server', { timeout: 20_000 }, () => {
  it('lists the person with romaji, division, presence and extension, and announces the count', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin);
    expect(input).toHaveAccessibleName('Search people');
    await user.type(input, '山田');
    const option = await findOption(/山田 太郎/);
    // The English list reads the name in romaji where the Japanese one shows the kana.
    expect(option).toHaveTextContent('Taro Yamada');
    expect(option).not.toHaveTextContent('ヤマダ タロウ');
    const [person] = (
      await admin.internalContacts.searchByFreeWord({ body: { freeWord: '山田 太郎' }, query: { size: 30 } })
    ).items;
    expect(person).toBeDefined();
    if (person!.divisions[0]) expect(option).toHaveTextContent(person!.divisions[0].divisionName);
    const extension = person!.dynamicColumns.PHONE?.extensionNum;
    if (extension) expect(option).toHaveTextContent(`Ext. ${extension}`);
    expect(
      within(option).getByText(
        /Available|Busy|Away|Offline|Unknown|meeting|call|work|office|back|disturb|Presenting/,
      ),
    ).toBeInTheDocument();
    const { count } = await admin.internalContacts.searchByFreeWordCount({ body: { freeWord: '山田' } });
    // The live region names how many people match: all of them, or how many of them are shown.
    await waitFor(
      () => expect(status()).toHaveTextContent(count > 8 ? `of ${count} people` : `${count} people found`),
      slow,
    );
  });

  it('finds the person by half-width katakana and by romaji, as the server normalises', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin);
    await user.type(input, 'ﾔﾏﾀﾞ');
    await findOption(/山田 太郎/);
    await user.clear(input);
    await user.type(input, 'yamada');
    await findOption(/山田 太郎/);
  });

  it('picks a result with the arrow keys and Enter, emitting the contact', async () => {
    const user = userEvent.setup();
    const { input, onSelect } = renderSearch(admin);
    await user.type(input, '山田 太郎');
    await findOption(/山田 太郎/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({
      fullname: '山田 太郎',
      fullnameKana: 'ヤマダ タロウ',
    });
    expect(input).toHaveValue('山田 太郎');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list with Escape without picking anyone', async () => {
    const user = userEvent.setup();
    const { input, onSelect } = renderSearch(admin);
    await user.type(input, '山田');
    await findOption(/山田 太郎/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('reads the name in kana in Japanese', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin, {}, 'ja-JP');
    await user.type(input, '山田');
    const option = await findOption(/山田 太郎/);
    expect(option).toHaveTextContent('ヤマダ タロウ');
    expect(option).not.toHaveTextContent('Taro Yamada');
  });

  it('says so when no one matches, in Japanese too', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin, {}, 'ja-JP');
    expect(input).toHaveAccessibleName('社員を検索');
    await user.type(input, 'zzzqqq');
    expect(
      await screen.findByText('「zzzqqq」に一致する人はいません。', { selector: 'p' }, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('「zzzqqq」に一致する人はいません。'));
  });

  it('asks to sign in when the browser has no session', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(widgetTestClient());
    await user.type(input, '山田');
    expect(
      await screen.findByText('Sign in to Kizuna to search people.', { selector: 'p' }, slow),
    ).toBeInTheDocument();
  });

  it('never lets an older answer replace a newer one', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin);
    // Every keystroke starts a search at once (no debounce); only the last text's answer may show.
    await user.type(input, 'zzzqqq');
    await user.clear(input);
    await user.type(input, '山田 太郎');
    await findOption(/山田 太郎/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('山田 太郎'),
    ]);
  });

  it('announces the pick from a live region outside the popup, in English and Japanese', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin);
    await user.type(input, '山田 太郎');
    const option = await findOption(/山田 太郎/);
    // The popup hides the rest of the page from screen readers; the live region stays exposed.
    const popup = option.closest('[data-trigger="ComboBox"], .kz-ContactSearch-popover');
    expect(popup).not.toBeNull();
    expect(within(popup as HTMLElement).queryByRole('status', { hidden: true })).toBeNull();
    await waitFor(() => expect(status()).toHaveTextContent('One person found.'), slow);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent('Selected: 山田 太郎'));
  });

  it('says the pick in Japanese', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin, {}, 'ja-JP');
    await user.type(input, '山田 太郎');
    await user.click(await findOption(/山田 太郎/));
    await waitFor(() => expect(status()).toHaveTextContent('選択しました: 山田 太郎'));
  });

  it('while loading, the list holds no nameless options and nothing to press', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(admin, { debounceMs: 2000 });
    await user.type(input, '山田');
    const list = await screen.findByRole('listbox');
    expect(input.closest('.kz-ContactSearch')).toHaveAttribute('data-loading', 'true');
    expect(within(list).queryAllByRole('option', { hidden: true })).toEqual([]);
    expect(within(list).queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(status()).toHaveTextContent('');
  });

  it('a failed search closes the popup, says so and offers Retry outside it, reachable by Tab', async () => {
    const user = userEvent.setup();
    // Nothing listens on port 9: the request fails as it would with the server down.
    const unreachable = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
    const { input } = renderSearch(unreachable);
    await user.type(input, '山田');
    const retry = await screen.findByRole('button', { name: 'Retry' }, slow);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('The search failed. Try again.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('The search failed. Try again.'));
    await user.tab();
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    // The search runs again and focus goes back to the field; it fails again, and says so again.
    expect(input).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Retry' }, slow)).toBeInTheDocument();
  });
});
