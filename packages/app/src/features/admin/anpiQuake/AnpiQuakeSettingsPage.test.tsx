import { createKizunaClient } from '@kizuna/api-client';
import type { AnpiQuakeSettings } from '@kizuna/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { AnpiQuakeSettingsPage } from './AnpiQuakeSettingsPage';

const OFF: AnpiQuakeSettings = {
  enabled: false,
  threshold: '5-',
  prefectures: [],
  feed: 'JMA feed https://www.data.jma.go.jp/developer/xml/feed/eqvol.xml',
  events: [],
};

function renderPage(initial: AnpiQuakeSettings, language: Language = 'ja') {
  let saved = initial;
  const api = fakeApiFetch({
    'GET /admin/anpi/quake/settings': () => saved,
    'PUT /admin/anpi/quake/settings': (call) => {
      saved = { ...saved, ...(call.body as object) };
      return saved;
    },
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <AnpiQuakeSettingsPage />
    </ClientProvider>,
    { language, path: '/admin/anpi/quake' },
  );
  return api;
}

describe('AnpiQuakeSettingsPage', () => {
  it('shows the automatic start off by default and saves it on with a threshold and prefectures', async () => {
    const user = userEvent.setup();
    const api = renderPage(OFF);
    const toggle = await screen.findByRole('switch', { name: '安否確認を自動で開始する' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('チェックなし：全国のどこの揺れでも開始します。')).toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('checkbox', { name: '東京都' }));
    await user.click(screen.getByRole('checkbox', { name: '神奈川県' }));
    await user.click(screen.getByRole('button', { name: /震度/ }));
    await user.click(await screen.findByRole('option', { name: '6弱' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      threshold: '6-',
      prefectures: ['13', '14'],
    });
    expect(await screen.findByText('地震の設定を保存しました。')).toBeInTheDocument();
    // Forty-seven checkboxes and a list box: slow to drive on a busy machine.
  }, 60_000);

  it('is one of the safety confirmation administration pages, named in their navigation', async () => {
    renderPage(OFF);
    expect(await screen.findByRole('heading', { level: 1, name: '地震による自動開始' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: '地震による自動開始' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/anpi/users/companyLevelPermissions', '/admin/anpi/checks', '/admin/anpi/quake']);
  });

  it('lists the checks earthquakes started, with intensity, epicentre and prefectures', async () => {
    renderPage(
      {
        ...OFF,
        enabled: true,
        prefectures: ['13'],
        events: [
          {
            eventId: '20261126224012',
            hypocenter: '千葉県北西部',
            maxIntensity: '5+',
            prefectures: ['11', '13'],
            checkId: 7,
            startedAt: '2026-11-26T13:41:30.000Z',
          },
        ],
      },
      'en',
    );
    expect(await screen.findByText(/intensity 5 upper, 千葉県北西部 \(Saitama, Tokyo\)/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tokyo' })).toBeChecked();
  });
});
