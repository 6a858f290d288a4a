import { createKizunaClient } from '@kizuna/api-client';
import type { AnpiUser } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { AnpiPermissionsPage } from './AnpiPermissionsPage';

const YAMADA: AnpiUser = {
  accountId: 'yamada.taro',
  anpiLoginId: null,
  contactId: 12,
  fullname: '山田 太郎',
  userId: 12,
};
const SATO: AnpiUser = {
  accountId: 'sato.hanako',
  anpiLoginId: 'anpi-0042',
  contactId: 15,
  fullname: '佐藤 花子',
  userId: 15,
};

const refusal = (code: string) => [
  400,
  { code, message: 'refused', fieldErrors: [{ path: 'body.accountId', key: 'notFound' }] },
];

function renderPage(
  state: { items: AnpiUser[]; registrationMax: number },
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({
    'GET /admin/anpi/users/companyLevelPermissions': () => state,
    ...routes,
  });
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(new Request(input, init).url);
    return api.fetch(input, init);
  };
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <AnpiPermissionsPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/anpi/users/companyLevelPermissions' },
  );
  return { api, urls };
}

describe('AnpiPermissionsPage', () => {
  it('lists the holders with how many of registrationMax are registered', async () => {
    renderPage({ items: [YAMADA, SATO], registrationMax: 30 });
    const sato = (await screen.findByRole('rowheader', { name: '佐藤 花子' })).closest('tr')!;
    expect(sato).toHaveTextContent('sato.hanako');
    expect(sato).toHaveTextContent('anpi-0042');
    expect(screen.getByRole('rowheader', { name: '山田 太郎' }).closest('tr')).toHaveTextContent('Not set');
    expect(screen.getByText('2 of 30 registered')).toBeInTheDocument();
  });

  it('shows each refusal of an account id on the field, then adds the person', async () => {
    const user = userEvent.setup();
    const state = { items: [] as AnpiUser[], registrationMax: 30 };
    const { api } = renderPage(state, {
      'PUT /admin/anpi/users/companyLevelPermissions': (call) => {
        const { accountId } = call.body as { accountId: string };
        if (accountId === 'nobody') return refusal('USER_NOT_FOUND');
        if (accountId === 'room.a') return refusal('ANPI_USER_NOT_FOUND');
        state.items = [YAMADA];
        return { result: 'SUCCESS', user: YAMADA };
      },
    });
    const field = await screen.findByRole('textbox', { name: /^Account ID/ });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This is a required field.'));
    await user.type(field, 'nobody{Enter}');
    expect(await screen.findByText('No user has this account ID.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'room.a{Enter}');
    expect(await screen.findByText(/This account takes no part in safety confirmation/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' yamada.taro {Enter}');
    expect(await screen.findByRole('rowheader', { name: '山田 太郎' })).toBeInTheDocument();
    expect(
      await screen.findByText('山田 太郎 may now see the answers of the whole company.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { accountId: 'nobody' },
      { accountId: 'room.a' },
      { accountId: 'yamada.taro' },
    ]);
  });

  it('says in Japanese when the list is full and the server refuses one more', async () => {
    const user = userEvent.setup();
    renderPage(
      { items: [YAMADA, SATO], registrationMax: 2 },
      {
        'PUT /admin/anpi/users/companyLevelPermissions': () => [
          409,
          { code: 'ANPI_REGISTRATION_MAX_EXCEEDED', message: 'at most 2' },
        ],
      },
      'ja',
    );
    const field = await screen.findByRole('textbox', { name: /^アカウントID/ });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('登録は上限の 2 人に達しています。'));
    await user.type(field, 'suzuki.ichiro{Enter}');
    expect(await screen.findByText('登録できるのは 2 人までです。')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('removes the selected people with their user ids joined by commas, after a confirmation', async () => {
    const user = userEvent.setup();
    const state = { items: [YAMADA, SATO], registrationMax: 30 };
    const { urls } = renderPage(state, {
      'DELETE /admin/anpi/users/companyLevelPermissions': () => {
        state.items = [];
        return { count: 2 };
      },
    });
    const removeSelected = await screen.findByRole('button', { name: 'Remove the selected people' });
    expect(removeSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select 山田 太郎' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 佐藤 花子' }));
    await user.click(screen.getByRole('button', { name: 'Remove the 2 selected people' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      '山田 太郎, 佐藤 花子 will no longer see the answers of the whole company.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 people were removed.')).toBeInTheDocument();
    expect(await screen.findByText('Nobody has company-level permission yet.')).toBeInTheDocument();
    const removal = urls.find((url) => url.includes('userIds='))!;
    expect(new URL(removal).searchParams.get('userIds')).toBe('12,15');
  });
});
