import { createKizunaClient, type UserDest } from '@kizuna/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MyDestinationMenu } from './MyDestinationMenu';

const OSAKA = { destId: 7, destName: '大阪支社', color: 'ORANGE' as const, destColor: '#b34700' };

function answer(currentDestination: UserDest['currentDestination']): UserDest {
  return { currentDestination, updatedAt: null, customDestinations: [OSAKA] };
}

function renderMenu(language: 'en' | 'ja' = 'en') {
  const api = fakeApiFetch({
    'GET /userDest': () => answer(null),
    'PUT /userDest/current': (call) => {
      const kind = (call.body as { kind: 'MEETING' }).kind;
      return answer({ kind, destId: null, destName: '会議中', destColor: '#c62828' });
    },
    'PUT /userDest/7': () =>
      answer({ kind: 'CUSTOM', destId: 7, destName: '大阪支社', destColor: '#b34700' }),
    'PUT /userDest/other': (call) =>
      answer({
        kind: 'OTHER',
        destId: null,
        destName: (call.body as { destName: string }).destName,
        destColor: '#6d4c41',
      }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <MyDestinationMenu />
    </ClientProvider>,
    { language },
  );
  return api;
}

// userEvent on a shared, busy machine: more than the default 5 s per test.
const SLOW = 20_000;

describe('MyDestinationMenu', () => {
  it(
    'sets “In a meeting” in two clicks and shows it in words',
    async () => {
      const user = userEvent.setup();
      const api = renderMenu();
      const trigger = await screen.findByRole('button', { name: 'My whereabouts: Not set' });
      await user.click(trigger);
      expect(await screen.findByRole('menuitemradio', { name: 'Not set' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      expect(screen.getByRole('menuitemradio', { name: '大阪支社' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitemradio', { name: 'In a meeting' }));
      expect(await screen.findByRole('button', { name: 'My whereabouts: In a meeting' })).toHaveTextContent(
        'In a meeting',
      );
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/userDest/current',
        body: { kind: 'MEETING' },
      });
      expect(screen.getByText('Your whereabouts are now “In a meeting”.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'sets one of the tenant’s own destinations',
    async () => {
      const user = userEvent.setup();
      const api = renderMenu('ja');
      await user.click(await screen.findByRole('button', { name: '自分の行き先：未設定' }));
      await user.click(await screen.findByRole('menuitemradio', { name: '大阪支社' }));
      expect(await screen.findByRole('button', { name: '自分の行き先：大阪支社' })).toBeInTheDocument();
      expect(api.calls).toContainEqual({ method: 'PUT', path: '/userDest/7', body: null });
    },
    SLOW,
  );

  it(
    'asks for a free text, refuses one over the limit before sending, and sets a fitting one',
    async () => {
      const user = userEvent.setup();
      const api = renderMenu();
      await user.click(await screen.findByRole('button', { name: 'My whereabouts: Not set' }));
      await user.click(await screen.findByRole('menuitemradio', { name: 'Other…' }));
      const field = await screen.findByRole('textbox', { name: 'Whereabouts' });
      await user.type(field, 'あ'.repeat(31));
      await user.click(screen.getByRole('button', { name: 'Set' }));
      expect(await screen.findByText('Enter at most 30 characters.')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.path === '/userDest/other')).toEqual([]);
      await user.clear(field);
      await user.type(field, '15時まで外出（品川）');
      await user.click(screen.getByRole('button', { name: 'Set' }));
      await waitFor(() =>
        expect(
          screen.getByRole('button', { name: 'My whereabouts: 15時まで外出（品川）' }),
        ).toBeInTheDocument(),
      );
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/userDest/other',
        body: { destName: '15時まで外出（品川）' },
      });
    },
    SLOW,
  );
});
