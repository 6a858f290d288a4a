import { createKizunaClient } from '@kizuna/api-client';
import type { InternalContactItem } from '@kizuna/api-client/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { listRow, pressEnterOn, tabStopsOf } from '../../testing/listKeyboard';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
// The store the events socket's effect fills: the test plays that effect's part.
import { useDestinationStore } from '../whereabouts';
import { ContactResultTable } from './ContactResultTable';
import { FIXTURE_ALL_COLUMN_ITEMS, FIXTURE_ITEMS } from './storyFixtures';

/** A server nobody listens on: the group menu and the talk buttons are only looked at, never used. */
const deadClient = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderTable(items: InternalContactItem[], language: 'en' | 'ja' = 'en', chatLinksEnabled = true) {
  return renderWithProviders(
    <ClientProvider clients={{ client: deadClient, silentClient: deadClient }}>
      <ContactResultTable
        items={items}
        isLoading={false}
        error={null}
        onRetry={() => undefined}
        phoneSettings={{ mode: 'TEL_COLON', dynamicScheme: null }}
        chatLinksEnabled={chatLinksEnabled}
      />
    </ClientProvider>,
    { language },
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** Opens the row's details, where the view columns that fit neither a column nor its second line are. */
async function openDetails(name: string) {
  await userEvent.setup().click(within(rowOf(name)).getByRole('button', { name: /^Details of |の詳細$/ }));
  return rowOf(name);
}

// userEvent on a shared, busy machine: more than the default 5 s per test.
vi.setConfig({ testTimeout: 20_000 });

describe('ContactResultTable view columns', () => {
  it('keeps a row to one line: name and reading, position · division, status, and one call', async () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    const yamada = listRow('山田 太郎');
    expect(within(yamada).getByRole('link', { name: 'Call Extension 1201' })).toBeVisible();
    // The second number and the e-mail address wait in the row's details.
    expect(within(yamada).queryByRole('link', { name: /Company mobile/ })).toBeNull();
    expect(within(yamada).queryByRole('link', { name: 'taro.yamada@example.co.jp' })).toBeNull();
    const opened = await openDetails('山田 太郎');
    expect(within(opened).getByRole('link', { name: 'Call Company mobile 080-1234-1201' })).toBeVisible();
    expect(within(opened).getByRole('link', { name: 'taro.yamada@example.co.jp' })).toBeVisible();
  });

  it('draws a column for every view column type the answer carries, presence kinds and whereabouts sharing one', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Photo',
      'Name',
      'Position · Division',
      'Status',
      'Phone',
      'E-mail',
      'Comment',
      'Web meetings',
      'Location',
      'Chat',
      'Skill',
      'CIRQLE',
      'Safety status',
      'Intelligence Navi',
      'Other numbers',
      'Details',
    ]);
  });

  it('shows whereabouts in words on the row, and follows a change announced live', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    const yamada = listRow('山田 太郎');
    expect(within(yamada).getByText('本社 3F')).toBeVisible();
    const userId = FIXTURE_ALL_COLUMN_ITEMS[0]!.userId;
    act(() =>
      useDestinationStore.getState().apply([
        {
          userId,
          destination: { kind: 'MEETING', destId: null, destName: '会議中', destColor: '#c62828' },
        },
      ]),
    );
    expect(within(yamada).getByText('In a meeting')).toBeVisible();
    expect(within(yamada).queryByText('本社 3F')).not.toBeInTheDocument();
  });

  it('links each chat account to a chat in its client', async () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    const row = await openDetails('山田 太郎');
    expect(within(row).getByRole('link', { name: 'Chat with 山田 太郎 on Microsoft Teams' })).toHaveAttribute(
      'href',
      'msteams:/l/chat/0/0?users=taro.yamada%40example.co.jp',
    );
    expect(within(row).getByRole('link', { name: 'Chat with 山田 太郎 on Slack' })).toHaveAttribute(
      'href',
      'slack://user?team=&id=U1012',
    );
    expect(within(await openDetails('髙橋 花子')).getAllByRole('link', { name: /^Chat with/ })).toHaveLength(
      1,
    );
  });

  it('lists chat accounts as text without links when the tenant turned chat links off', async () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS, 'ja', false);
    const row = await openDetails('山田 太郎');
    expect(within(row).queryAllByRole('link', { name: /チャット/ })).toEqual([]);
    expect(row).toHaveTextContent('Microsoft Teams：taro.yamada@example.co.jp');
    expect(row).toHaveTextContent('Slack：U1012');
  });

  it('shows Webex, the location, the safety answer and the integration links', async () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    const yamada = await openDetails('山田 太郎');
    expect(within(yamada).getByRole('link', { name: 'Webex meeting room of 山田 太郎' })).toHaveAttribute(
      'href',
      'https://example.webex.com/meet/taro.yamada',
    );
    const map = within(yamada).getByRole('link', { name: "Last position of 山田 太郎's phone on a map" });
    expect(map).toHaveTextContent('35.68123, 139.76712');
    expect(map.getAttribute('href')).toContain('mlat=35.68123');
    expect(yamada).toHaveTextContent('無事');
    expect(yamada).toHaveTextContent('在宅勤務中');
    expect(yamada).toHaveTextContent(/Answered/);
    expect(within(yamada).getByRole('link', { name: 'Open 山田 太郎 in CIRQLE' })).toHaveAttribute(
      'href',
      'https://cirqle.example.com/u/12',
    );
    expect(within(yamada).getByRole('link', { name: 'Open 山田 太郎 in Intelligence Navi' })).toBeVisible();

    const takahashi = await openDetails('髙橋 花子');
    expect(takahashi).toHaveTextContent('Zoom: hanako.takahashi@example.co.jp');
    expect(takahashi).toHaveTextContent('Beacon TAG-0042');
    expect(takahashi).toHaveTextContent('No answer');
    expect(within(takahashi).queryByRole('link', { name: /CIRQLE|Webex/ })).toBeNull();
  });

  it('names the columns and the safety state in Japanese', async () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS, 'ja');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['チャット', 'Web 会議', '位置情報', '安否状況']));
    expect(await openDetails('髙橋 花子')).toHaveTextContent('未回答');
    await openDetails('山田 太郎');
    expect(screen.getAllByRole('link', { name: 'Microsoft Teamsで山田 太郎さんとチャット' })).toHaveLength(1);
  });

  it('draws only the columns the tenant configured', () => {
    renderTable(FIXTURE_ITEMS);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('Chat');
    expect(headers).not.toContain('Safety status');
    expect(headers).toContain('Presence');
  });
});

function SelectableTable({ items, resultFor }: { items: InternalContactItem[]; resultFor: string }) {
  return (
    <ClientProvider clients={{ client: deadClient, silentClient: deadClient }}>
      <Routes>
        <Route
          path="/"
          element={
            <ContactResultTable
              items={items}
              isLoading={false}
              error={null}
              onRetry={() => undefined}
              phoneSettings={{ mode: 'TEL_COLON', dynamicScheme: null }}
              resultFor={resultFor}
              selectable
            />
          }
        />
        <Route path="/internalContacts/detail/:contactId" element={<p>Detail page</p>} />
      </Routes>
    </ClientProvider>
  );
}

const checkboxOf = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^Select ${name}`) });

describe('ContactResultTable selection for groups', () => {
  it('offers no checkboxes and no group action unless the list is selectable', () => {
    renderTable(FIXTURE_ITEMS);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Add to group/ })).toBeNull();
  });

  it('enables Add to group once people are ticked, and counts them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=1" />);
    expect(screen.getByRole('button', { name: 'Add to group' })).toBeDisabled();
    expect(screen.getByText('Tick people to add them to a group.')).toBeInTheDocument();

    await user.click(checkboxOf('山田 太郎'));
    expect(checkboxOf('山田 太郎')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to group' })).toBeEnabled();
    expect(screen.getByText('1 person selected')).toBeInTheDocument();

    await user.click(checkboxOf('渡邉 健'));
    expect(screen.getByRole('button', { name: 'Add to group (2)' })).toBeEnabled();
    expect(screen.getByText('2 people selected')).toBeInTheDocument();

    await user.click(checkboxOf('山田 太郎'));
    expect(checkboxOf('山田 太郎')).not.toBeChecked();
    expect(screen.getByText('1 person selected')).toBeInTheDocument();
  });

  it('selects everyone on the page with the header checkbox', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=1" />);
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    for (const item of FIXTURE_ITEMS) expect(checkboxOf(item.fullname)).toBeChecked();
    expect(screen.getByRole('button', { name: `Add to group (${FIXTURE_ITEMS.length})` })).toBeEnabled();
  });

  it('forgets the choice when another page or search is shown', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=1" />);
    await user.click(checkboxOf('山田 太郎'));
    await user.click(checkboxOf('齋藤 美咲'));
    expect(screen.getByRole('button', { name: 'Add to group (2)' })).toBeEnabled();

    // The same people again under another search: nothing stays ticked.
    rerender(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=2" />);
    expect(checkboxOf('山田 太郎')).not.toBeChecked();
    expect(checkboxOf('齋藤 美咲')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to group' })).toBeDisabled();
  });

  it('selects a row with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=1" />);
    // The disabled group button takes no focus: the first Tab enters the table.
    await user.tab();
    expect(screen.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add to group' })).toBeEnabled();
  });

  it('opens a person with Enter, and Tab reaches each action of a row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectableTable items={FIXTURE_ALL_COLUMN_ITEMS} resultFor="page=1" />);
    expect(await tabStopsOf(user, listRow('山田 太郎'))).toEqual([
      'Select',
      '山田 太郎',
      'Call Extension 1201',
      'Details of 山田 太郎',
    ]);
    // Opened, the details' links come next.
    await user.click(screen.getByRole('button', { name: 'Details of 山田 太郎' }));
    expect(await tabStopsOf(user, listRow('山田 太郎'))).toContain('Chat with 山田 太郎 on Slack');
    await pressEnterOn(user, listRow('髙橋 花子'));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  }, 20_000);

  it('still opens a person from the name link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=1" />);
    await user.click(screen.getByRole('link', { name: '髙橋 花子' }));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });

  it('names the checkboxes and the counts in Japanese', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelectableTable items={FIXTURE_ITEMS} resultFor="page=1" />, { language: 'ja' });
    await user.click(screen.getByRole('checkbox', { name: 'すべて選択' }));
    expect(screen.getByText(`${FIXTURE_ITEMS.length} 名を選択中`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `グループに追加（${FIXTURE_ITEMS.length}）` })).toBeEnabled();
  });
});
