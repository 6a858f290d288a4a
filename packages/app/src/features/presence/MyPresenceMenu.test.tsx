import { createKizunaClient } from '@kizuna/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MyPresenceMenu } from './MyPresenceMenu';

function renderMenu(language: 'en' | 'ja' = 'en') {
  const api = fakeApiFetch({
    'GET /principal/presence': () => ({ status: 'AVAILABLE', updatedAt: null }),
    'PUT /principal/presence': (call) => ({
      status: (call.body as { status: string }).status,
      updatedAt: '2026-11-26T09:00:00+09:00',
    }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <MyPresenceMenu />
    </ClientProvider>,
    { language },
  );
  return api;
}

// userEvent on a shared, busy machine: more than the default 5 s per test.
const SLOW = 20_000;

describe('MyPresenceMenu', () => {
  it(
    'shows one’s status in words, and a change from its menu is saved and shown',
    async () => {
      const user = userEvent.setup();
      const api = renderMenu();
      const trigger = await screen.findByRole('button', { name: 'My status: Available' });
      expect(trigger).toHaveTextContent('Available');
      await user.click(trigger);
      const choice = await screen.findByRole('menuitemradio', { name: 'Do not disturb' });
      expect(screen.getByRole('menuitemradio', { name: 'Available' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      expect(screen.queryByRole('menuitemradio', { name: 'In a call' })).not.toBeInTheDocument();
      await user.click(choice);
      expect(await screen.findByRole('button', { name: 'My status: Do not disturb' })).toHaveTextContent(
        'Do not disturb',
      );
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/principal/presence',
        body: { status: 'DO_NOT_DISTURB' },
      });
      expect(screen.getByText('Your status is now Do not disturb.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'keeps the old status and says so in Japanese when the change cannot be saved',
    async () => {
      const user = userEvent.setup();
      const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
      renderWithProviders(
        <ClientProvider clients={{ client, silentClient: client }}>
          <MyPresenceMenu />
        </ClientProvider>,
        { language: 'ja' },
      );
      const trigger = screen.getByRole('button', { name: '自分のステータス：不明' });
      await user.click(trigger);
      await user.click(await screen.findByRole('menuitemradio', { name: '取り込み中' }));
      await waitFor(
        () =>
          expect(
            screen.getByText('ステータスを変更できませんでした。もう一度お試しください。'),
          ).toBeInTheDocument(),
        { timeout: 10_000 },
      );
      expect(screen.getByRole('button', { name: '自分のステータス：不明' })).toBeInTheDocument();
    },
    SLOW,
  );
});
