import { createKizunaClient } from '@kizuna/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signInForTests } from '../../testing/signInForTests';
import { GLOBAL_SEARCH_ROUTES, page, person } from './globalSearchFixtures';
import { GlobalSearchBar } from './GlobalSearchBar';
import type { GlobalSearchKinds } from './useGlobalSearch';

const ALL_KINDS: GlobalSearchKinds = { people: true, externalContacts: true, companies: true };

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBar({
  kinds = ALL_KINDS,
  language = 'en',
  narrow = false,
  routes = {},
}: {
  kinds?: GlobalSearchKinds;
  language?: 'en' | 'ja';
  narrow?: boolean;
  routes?: Parameters<typeof fakeApiFetch>[0];
} = {}) {
  const api = fakeApiFetch({
    ...GLOBAL_SEARCH_ROUTES,
    ...routes,
    'POST /gotalk/room/create': () => ({
      talkRoomId: 5,
      groupTalk: false,
      readOnly: false,
      talkRoomTitle: '山田 花子',
      unreadCount: 0,
      iconUserId: 12,
      imagePath: null,
      favorite: false,
      participantCount: 2,
      createdAt: 1_795_000_000,
      latestMessage: null,
    }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <button type="button">elsewhere</button>
      <GlobalSearchBar kinds={kinds} narrow={narrow} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </ClientProvider>,
    { language, path: '/home' },
  );
  return api;
}

const address = () => screen.getByRole('status', { name: 'address' });
// The field that stands until first use gives way to the combobox: ask for it afresh each time.
const searchField = () => screen.getByRole('combobox', { name: 'Search' });
// userEvent on a shared, busy machine: more than the default 5 s per test.
const SLOW = 20_000;

describe('GlobalSearchBar', () => {
  it(
    '`/` and Ctrl+K focus the field, but `/` typed into a text field stays text',
    async () => {
      const user = userEvent.setup();
      renderBar();
      const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
      elsewhere.focus();
      await user.keyboard('{Control>}k{/Control}');
      await waitFor(() => expect(searchField()).toHaveFocus());
      elsewhere.focus();
      await user.keyboard('/');
      expect(searchField()).toHaveFocus();
      expect(searchField()).toHaveValue('');
      await user.keyboard('a/b');
      expect(searchField()).toHaveValue('a/b');
    },
    SLOW,
  );

  it(
    'lists people, external contacts and companies grouped as one types, and announces the counts',
    async () => {
      const user = userEvent.setup();
      renderBar();
      await user.type(screen.getByRole('combobox', { name: 'Search' }), 'やまだ');
      const listbox = await screen.findByRole('listbox');
      // Each kind answers on its own; wait until all three have arrived.
      await waitFor(() =>
        expect(
          within(listbox)
            .getAllByRole('group')
            .map((group) => group.textContent),
        ).toEqual([
          'People: 2山田 太郎 ヤマダ タロウ営業部 · 課長Available山田 花子 ヤマダ ハナコ営業部 · 課長BusyExt. 1002Talk',
          'External contacts: 1山本 一郎 ヤマモト イチロウ株式会社ヤマト',
          'Companies: 1ヤマト運輸株式会社 ヤマトウンユ',
          'See all results for “やまだ” in the internal directory',
        ]),
      );
      const groups = within(listbox).getAllByRole('group');
      // The reading matched in katakana is marked.
      const yamada = within(groups[0]!).getAllByRole('option')[0]!;
      expect(yamada.querySelector('mark')).toHaveTextContent('ヤマダ');
      expect(
        await screen.findByText('Found — People: 2, External contacts: 1, Companies: 1'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'arrow keys move through the results and Enter opens the highlighted one',
    async () => {
      const user = userEvent.setup();
      renderBar();
      await user.type(searchField(), 'やまだ');
      await screen.findByRole('option', { name: /山本 一郎/ });
      const field = searchField();
      // 山田 太郎, 山田 花子, the talk with her, 山本 一郎.
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(field).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: /山本 一郎/ }).id,
      );
      await user.keyboard('{Enter}');
      await waitFor(() => expect(address()).toHaveTextContent('/externalContacts/common/detail/31'));
      expect(field).toHaveValue('');
    },
    SLOW,
  );

  it(
    'the last option opens the full search page for the words typed',
    async () => {
      const user = userEvent.setup();
      renderBar({ language: 'ja' });
      await user.type(screen.getByRole('combobox', { name: '検索' }), '山田');
      await user.click(
        await screen.findByRole('option', { name: '「山田」の検索結果を社内電話帳ですべて表示' }),
      );
      await waitFor(() =>
        expect(address()).toHaveTextContent(
          `/internalContacts?apiType=searchByFreeWord&freeWord=${encodeURIComponent('山田')}`,
        ),
      );
    },
    SLOW,
  );

  it(
    'in English a colleague reads in romaji, in kana where there is none',
    async () => {
      const routes = {
        'POST /internalContacts/searchByFreeWord': () =>
          page([
            person(12, '山田 花子', 'ヤマダ ハナコ', { fullnameAlphabet: 'Yamada Hanako' }),
            // No romaji on record: the kana stays.
            person(13, '山田 次郎', 'ヤマダ ジロウ'),
          ]),
      };
      const user = userEvent.setup();
      renderBar({ routes });
      await user.type(searchField(), 'やまだ');
      const hanako = await screen.findByRole('option', { name: /^山田 花子/ });
      expect(hanako).toHaveTextContent('Yamada Hanako');
      expect(hanako).not.toHaveTextContent('ヤマダ ハナコ');
      expect(screen.getByRole('option', { name: /^山田 次郎/ })).toHaveTextContent('ヤマダ ジロウ');
    },
    SLOW,
  );

  it(
    'in Japanese a colleague reads in kana, not romaji',
    async () => {
      const routes = {
        'POST /internalContacts/searchByFreeWord': () =>
          page([person(12, '山田 花子', 'ヤマダ ハナコ', { fullnameAlphabet: 'Yamada Hanako' })]),
      };
      const user = userEvent.setup();
      renderBar({ language: 'ja', routes });
      await user.type(screen.getByRole('combobox', { name: '検索' }), 'やまだ');
      // Her row, not the talk with her beside it.
      const hanako = await screen.findByRole('option', { name: /^山田 花子(?!さんとトーク)/ });
      expect(hanako).not.toHaveTextContent('Yamada Hanako');
    },
    SLOW,
  );

  it(
    'asks only for the kinds the person may see',
    async () => {
      const user = userEvent.setup();
      const api = renderBar({ kinds: { people: true, externalContacts: false, companies: false } });
      await user.type(screen.getByRole('combobox', { name: 'Search' }), 'やまだ');
      await screen.findByRole('option', { name: /^山田 花子/ });
      expect(screen.queryByRole('option', { name: /ヤマト運輸/ })).not.toBeInTheDocument();
      expect(api.calls.map((call) => call.path)).not.toContain('/lbc');
      expect(api.calls.map((call) => call.path)).not.toContain('/commonContactFolder');
    },
    SLOW,
  );

  it(
    'on a phone, Ctrl+K opens the search in a dialog, and opening a result closes it',
    async () => {
      const user = userEvent.setup();
      renderBar({ narrow: true });
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      await user.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog', { name: 'Search' });
      const field = await within(dialog).findByRole('combobox', { name: 'Search' });
      await waitFor(() => expect(field).toHaveFocus());
      await user.type(field, 'やまだ');
      await user.click(await screen.findByRole('option', { name: /^山田 花子/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(address()).toHaveTextContent('/internalContacts/detail/12');
    },
    SLOW,
  );

  it(
    'offers a talk beside each colleague but oneself, and opens it',
    async () => {
      signInForTests({ userId: 11 });
      const user = userEvent.setup();
      const api = renderBar();
      await user.type(screen.getByRole('combobox', { name: 'Search' }), 'やまだ');
      const talk = await screen.findByRole('option', { name: 'Talk with 山田 花子' });
      expect(screen.queryByRole('option', { name: 'Talk with 山田 太郎' })).toBeNull();
      await user.click(talk);
      await waitFor(() => expect(address()).toHaveTextContent('/gotalk'));
      expect(api.calls.find((call) => call.path === '/gotalk/room/create')?.body).toEqual({
        contactIds: [12],
      });
    },
    SLOW,
  );

  it(
    'offers no talk to a colleague who cannot talk (talkAvailable false)',
    async () => {
      signInForTests({ userId: 11 });
      const user = userEvent.setup();
      renderBar({
        routes: {
          'POST /internalContacts/searchByFreeWord': () =>
            page([person(13, '加藤 美咲', 'カトウ ミサキ', { talkAvailable: false })]),
        },
      });
      await user.type(screen.getByRole('combobox', { name: 'Search' }), 'かとう');
      await screen.findByRole('option', { name: /加藤 美咲/ });
      expect(screen.queryByRole('option', { name: /^Talk with/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'Enter with no result highlighted opens the first; typed ahead of the results, the full search',
    async () => {
      const user = userEvent.setup();
      renderBar();
      await user.type(searchField(), 'やまだ');
      await screen.findByRole('option', { name: /山本 一郎/ });
      expect(searchField()).not.toHaveAttribute('aria-activedescendant');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(address()).toHaveTextContent('/internalContacts/detail/11'));
      expect(searchField()).toHaveValue('');
      // Enter right after typing, before any result is in, searches the words on the full page.
      await user.type(searchField(), 'さとう{Enter}');
      await waitFor(() =>
        expect(address()).toHaveTextContent(
          `/internalContacts?apiType=searchByFreeWord&freeWord=${encodeURIComponent('さとう')}`,
        ),
      );
    },
    SLOW,
  );

  it(
    'Tab from the field enters the results; a second Tab leaves',
    async () => {
      const user = userEvent.setup();
      renderBar();
      await user.type(searchField(), 'やまだ');
      await screen.findByRole('option', { name: /山本 一郎/ });
      await user.keyboard('{Tab}');
      expect(searchField()).toHaveFocus();
      expect(searchField()).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: /山田 太郎/ }).id,
      );
      await user.keyboard('{Tab}');
      expect(searchField()).not.toHaveFocus();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(address()).toHaveTextContent('/home');
    },
    SLOW,
  );

  it(
    'shows presence in words and calls a colleague’s extension from the row, asking first',
    async () => {
      signInForTests({ userId: 11, callControlMode: 'CUCM' });
      const user = userEvent.setup();
      renderBar({ language: 'ja' });
      await user.type(screen.getByRole('combobox', { name: '検索' }), 'やまだ');
      const hanako = await screen.findByRole('option', { name: /ハナコ/ });
      expect(hanako).toHaveTextContent('取り込み中');
      await user.click(screen.getByRole('option', { name: '山田 花子さんの内線 1002 に発信' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('山田 花子');
      expect(confirm).toHaveTextContent('1002');
    },
    SLOW,
  );

  it(
    'keeps what was typed while the search was still loading, and goes on searching it',
    async () => {
      const user = userEvent.setup();
      renderBar();
      const first = searchField();
      expect(first).not.toHaveAttribute('aria-controls');
      await user.click(first);
      await user.keyboard('やま');
      await user.keyboard('だ');
      await waitFor(() => expect(searchField()).toHaveValue('やまだ'));
      expect(searchField()).toHaveFocus();
      await screen.findByRole('option', { name: /^山田 花子/ });
    },
    SLOW,
  );

  it(
    'lets words being composed with an input method finish before the combobox takes over',
    async () => {
      renderBar();
      const first = searchField();
      fireEvent.compositionStart(first);
      first.focus();
      // The combobox's code is in (earlier tests loaded it); still the field stays while composing.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(searchField()).toBe(first);
      fireEvent.compositionEnd(first);
      await waitFor(() => expect(searchField()).not.toBe(first));
      expect(searchField()).toHaveFocus();
    },
    SLOW,
  );
});
