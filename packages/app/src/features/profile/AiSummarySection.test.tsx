import { createKizunaClient } from '@kizuna/api-client';
import type { MyAiSummary } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AiSummarySection } from './AiSummarySection';

describe('my AI summary', { timeout: 30_000 }, () => {
  it('shows my summary and hides it from colleagues with the switch, which is saved', async () => {
    let stored: MyAiSummary = {
      summary: '法人営業を担当しています。',
      state: 'SUCCESS',
      updatedAt: '2026-04-01T03:04:00.000Z',
      kind: 'EXTRACTIVE',
      lacking: null,
      hidden: false,
    };
    const api = fakeApiFetch({
      'GET /principal/aiSummary': () => stored,
      'PUT /principal/aiSummary/hidden': (call) => {
        stored = { ...stored, hidden: (call.body as { hidden: boolean }).hidden };
        return stored;
      },
    });
    const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
    renderWithProviders(
      <ClientProvider clients={{ client, silentClient: client }}>
        <AiSummarySection />
      </ClientProvider>,
    );
    expect(await screen.findByText('法人営業を担当しています。')).toBeVisible();
    const hide = screen.getByRole('switch', { name: 'Hide my summary from colleagues' });
    expect(hide).not.toBeChecked();
    await userEvent.setup().click(hide);
    expect(await screen.findByText('Hidden: colleagues do not see your summary.')).toBeVisible();
    expect(hide).toBeChecked();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/principal/aiSummary/hidden', body: { hidden: true } },
    ]);
  });
});
