import { createKizunaClient } from '@kizuna/api-client';
import type { FloorDefinition, MerakiSettings, SourceFloorMapping } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { MerakiAdminPage } from './MerakiAdminPage';

const RECEIVER = 'https://kizuna.example.co.jp/webhooks/meraki/kzmr_abc123';
const NOT_SET: MerakiSettings = {
  receiverUrl: null,
  validator: null,
  secretSet: false,
  lastReceivedAt: null,
};
const SET: MerakiSettings = {
  receiverUrl: RECEIVER,
  validator: 'v4l1d4t0r',
  secretSet: true,
  lastReceivedAt: null,
};
const FLOOR_3F: FloorDefinition = {
  floorId: 11,
  floorType: 'IBASHO',
  aesUid: '11',
  aesUidString: '11',
  calibrationModelId: '',
  name: '本社 3F',
  floorNumber: 3,
  hierarchyName: 'きずな商事 本社ビル',
  outdoor: false,
  dimension: { length: 60, width: 120, height: 10, offsetX: 0, offsetY: 0, unit: 'FEET' },
  image: { imageName: null, zoomLevel: 0, width: 0, height: 0, size: 0, maxResolution: 0, colorDepth: 0 },
  calibration: { pixelsPerUnit: 10, originX: 0, originY: 0, calibrated: false },
  areas: [],
  updatedAt: '2026-11-27T00:00:00.000Z',
};

function renderPage(
  settings: () => MerakiSettings,
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
  mappings: () => SourceFloorMapping[] = () => [],
) {
  const api = fakeApiFetch({
    'GET /admin/meraki/settings': () => settings(),
    'GET /admin/places/sourceFloors': () => ({ items: mappings() }),
    'GET /admin/places/floors': () => ({ items: [FLOOR_3F] }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <MerakiAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/meraki' },
  );
  return api;
}

describe('MerakiAdminPage', () => {
  it('asks for the secret the first time, then shows the receiver URL and never the secret', async () => {
    const user = userEvent.setup();
    let settings = NOT_SET;
    const api = renderPage(() => settings, {
      'POST /admin/meraki/settings': () => {
        settings = SET;
        return SET;
      },
    });
    expect(await screen.findByText(/The receiver URL appears here once/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Validator/ }), 'v4l1d4t0r');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const secret = screen.getByLabelText(/^Shared secret/);
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('This is a required field.'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(secret, 'meraki-shared-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /^Receiver URL/ })).toHaveValue(RECEIVER);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      validator: 'v4l1d4t0r',
      secret: 'meraki-shared-secret',
    });
    // The secret field is empty again, and nothing on the page shows the secret.
    expect(screen.getByLabelText(/^Shared secret/)).toHaveValue('');
    expect(document.body.innerHTML).not.toContain('meraki-shared-secret');
    expect(screen.getByText('A shared secret is set.')).toBeInTheDocument();
  });

  it('keeps the stored secret when the field is left empty, and shows a refusal on its field in Japanese', async () => {
    const user = userEvent.setup();
    const api = renderPage(
      () => SET,
      {
        'POST /admin/meraki/settings': () => [
          400,
          {
            code: 'VALIDATION_FAILED',
            message: 'refused',
            fieldErrors: [{ path: 'body.validator', key: 'pattern' }],
          },
        ],
      },
      'ja',
    );
    const validator = await screen.findByRole('textbox', { name: /^バリデーター/ });
    expect(screen.getByLabelText(/^共有シークレット/)).toHaveValue('');
    await user.clear(validator);
    await user.type(validator, 'n3w-validator');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(validator).toHaveAccessibleDescription(expect.stringContaining('形式が正しくありません')),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      validator: 'n3w-validator',
      secret: null,
    });
  });

  it('maps a Meraki floor plan to a Kizuna floor chosen from the list', async () => {
    const user = userEvent.setup();
    let mappings: SourceFloorMapping[] = [];
    const api = renderPage(
      () => SET,
      {
        'POST /admin/places/sourceFloors': (call) => {
          const body = call.body as { sourceFloorId: string; floorId: number };
          mappings = [{ mappingId: 5, source: 'meraki', ...body, floorName: '本社 3F' }];
          return mappings[0];
        },
      },
      'en',
      () => mappings,
    );
    expect(await screen.findByText('No floors mapped yet')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Meraki floor plan ID/ }), 'g_1234567890123456789');
    await user.click(screen.getByRole('button', { name: /Kizuna floor/ }));
    await user.click(screen.getByRole('option', { name: '本社 3F (きずな商事 本社ビル)' }));
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    const row = (await screen.findByRole('rowheader', { name: 'g_1234567890123456789' })).closest('tr')!;
    expect(within(row).getByText('本社 3F')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      source: 'meraki',
      sourceFloorId: 'g_1234567890123456789',
      floorId: 11,
    });
  });
});
