import type { InternalContactItem } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactResultTable } from './ContactResultTable';
import { FIXTURE_ALL_COLUMN_ITEMS, FIXTURE_ITEMS } from './storyFixtures';

function renderTable(items: InternalContactItem[], language: 'en' | 'ja' = 'en', chatLinksEnabled = true) {
  return renderWithProviders(
    <ContactResultTable
      items={items}
      isLoading={false}
      error={null}
      onRetry={() => undefined}
      phoneSettings={{ mode: 'TEL_COLON', dynamicScheme: null }}
      chatLinksEnabled={chatLinksEnabled}
    />,
    { language },
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('ContactResultTable view columns', () => {
  it('draws a column for every view column type the answer carries, presence kinds sharing one', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Photo',
      'Name',
      'Divisions',
      'Position',
      'Phone',
      'E-mail',
      'Presence',
      'Comment',
      'Web meetings',
      'Location',
      'Chat',
      'Whereabouts',
      'Skill',
      'CIRQLE',
      'Safety status',
      'Intelligence Navi',
    ]);
  });

  it('links each chat account to a chat in its client', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    const row = rowOf('山田 太郎');
    expect(within(row).getByRole('link', { name: 'Chat with 山田 太郎 on Microsoft Teams' })).toHaveAttribute(
      'href',
      'msteams:/l/chat/0/0?users=taro.yamada%40example.co.jp',
    );
    expect(within(row).getByRole('link', { name: 'Chat with 山田 太郎 on Slack' })).toHaveAttribute(
      'href',
      'slack://user?team=&id=U1012',
    );
    expect(within(rowOf('髙橋 花子')).getAllByRole('link', { name: /^Chat with/ })).toHaveLength(1);
  });

  it('lists chat accounts as text without links when the tenant turned chat links off', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS, 'ja', false);
    const row = rowOf('山田 太郎');
    expect(within(row).queryAllByRole('link', { name: /チャット/ })).toEqual([]);
    expect(row).toHaveTextContent('Microsoft Teams：taro.yamada@example.co.jp');
    expect(row).toHaveTextContent('Slack：U1012');
  });

  it('shows Webex, the location, the safety answer and the integration links', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS);
    const yamada = rowOf('山田 太郎');
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

    const takahashi = rowOf('髙橋 花子');
    expect(takahashi).toHaveTextContent('Zoom: hanako.takahashi@example.co.jp');
    expect(takahashi).toHaveTextContent('Beacon TAG-0042');
    expect(takahashi).toHaveTextContent('No answer');
    expect(within(takahashi).queryByRole('link', { name: /CIRQLE|Webex/ })).toBeNull();
  });

  it('names the columns and the safety state in Japanese', () => {
    renderTable(FIXTURE_ALL_COLUMN_ITEMS, 'ja');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['チャット', 'Web 会議', '位置情報', '安否状況']));
    expect(rowOf('髙橋 花子')).toHaveTextContent('未回答');
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
