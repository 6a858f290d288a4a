import { createKizunaClient } from '@kizuna/api-client';
import type { MyAnpiCheck } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { usePrincipalStore, type Principal } from '../session';
import { DRILL } from './anpiFixtures';
import { MyAnpiPage } from './MyAnpiPage';

function renderMine(
  items: () => MyAnpiCheck[],
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  features: string[] = ['ANPI'],
) {
  usePrincipalStore.setState({
    principal: { tenantInfo: { tenantFeatures: features } } as unknown as Principal,
  });
  const api = fakeApiFetch({
    'GET /anpi/myChecks': () => ({ items: items() }),
    'GET /anpi/checks': () => ({ items: [] }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <MyAnpiPage />
    </ClientProvider>,
    { path: '/anpi' },
  );
  return api.calls;
}

describe('MyAnpiPage', () => {
  it('shows an answer a manager entered by phone, and lets the person change it', async () => {
    const user = userEvent.setup();
    let answer: MyAnpiCheck['answer'] = {
      safety: 'MINOR_INJURY',
      canWork: false,
      comment: '電話で確認',
      answeredAt: '2026-11-26T02:00:00.000Z',
      enteredBy: { userId: 1, fullname: '管理 花子' },
    };
    const calls = renderMine(() => [{ check: DRILL, answer }], {
      [`PUT /anpi/checks/${DRILL.checkId}/answer`]: (call) => {
        answer = {
          ...(call.body as typeof answer & object),
          answeredAt: '2026-11-26T02:10:00.000Z',
          enteredBy: null,
        };
        return answer;
      },
    });
    const card = await screen.findByRole('article', { name: /震度5強 訓練/ });
    expect(within(card).getByText('管理 花子')).toBeInTheDocument();
    expect(within(card).getByText('Entered by')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Change answer' }));
    // The form starts from the answer recorded.
    expect(within(card).getByRole('radio', { name: 'Minor injury' })).toBeChecked();
    await user.click(within(card).getByRole('radio', { name: 'Safe' }));
    await user.click(within(card).getByRole('radio', { name: 'Can come to work' }));
    await user.click(within(card).getByRole('button', { name: 'Update answer' }));

    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      safety: 'SAFE',
      canWork: true,
      comment: '電話で確認',
    });
    expect(await within(card).findByText('Safe')).toBeInTheDocument();
    expect(within(card).queryByText('Entered by')).not.toBeInTheDocument();
  });

  it('says when nothing waits for an answer', async () => {
    renderMine(() => []);
    expect(await screen.findByText('No safety check is waiting for your answer.')).toBeInTheDocument();
  });

  it('says the company does not use safety checks when the tenant feature is off', () => {
    const calls = renderMine(() => [], {}, []);
    expect(screen.getByText('Safety confirmation is not used in your company.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
