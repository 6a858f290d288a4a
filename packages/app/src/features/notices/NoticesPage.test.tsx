import { createKizunaClient } from '@kizuna/api-client';
import type { Notice } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { NoticesPage } from './NoticesPage';

function notice(id: number, extra: Partial<Notice> = {}): Notice {
  return {
    informationId: id,
    title: `お知らせ ${id}`,
    memo: `本文 ${id}`,
    important: 0,
    startDatetime: new Date(2026, 10, 40 - id, 9).toISOString(),
    endDatetime: null,
    indefinitePeriod: true,
    mustRead: false,
    read: false,
    ...extra,
  };
}

/** 35 notices published so far, 30 a page; the oldest has ended, some are read. */
const ALL = Array.from({ length: 35 }, (_, i) =>
  notice(i + 1, {
    read: i % 3 === 0,
    ...(i === 34 ? { title: '夏季休暇の申請期限', endDatetime: '2026-08-01T00:00:00.000Z' } : {}),
  }),
);

function renderPage(language: 'en' | 'ja' = 'ja') {
  const api = fakeApiFetch({
    'GET /information/history': () => ({}),
    'POST /information/read': () => ({ count: 1 }),
  });
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname.endsWith('/information/history')) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 30);
      const offset = (page - 1) * size;
      void api.fetch(input, init);
      return Promise.resolve(
        Response.json({
          items: ALL.slice(offset, offset + size),
          totalCount: ALL.length,
          size,
          offset,
          page,
          hasNext: offset + size < ALL.length,
          hasPrevious: page > 1,
        }),
      );
    }
    return api.fetch(input, init);
  };
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <NoticesPage />
    </ClientProvider>,
    { language, path: '/notices' },
  );
  return api;
}

describe('the notices page', () => {
  it('lists every notice, read and unread, a page at a time, and the past ones too', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'すべてのお知らせ' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'お知らせ' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(within(items[0]!).getByText('既読')).toBeInTheDocument();
    expect(within(items[1]!).getByText('未読')).toBeInTheDocument();
    expect(screen.getByText('35 件')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '次のページ' }));
    expect(await screen.findByRole('heading', { level: 2, name: '夏季休暇の申請期限' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'お知らせ' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks one read from the page', async () => {
    const api = renderPage('en');
    await screen.findByRole('list', { name: 'Notices' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark “お知らせ 2” as read' }));
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/information/read',
      body: { informationIds: [2] },
    });
    expect(await screen.findAllByText('Read')).not.toHaveLength(0);
  });
});
