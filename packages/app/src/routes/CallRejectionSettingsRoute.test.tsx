import type { CapabilityContext } from '@kizuna/api-client/rules';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrincipalStore } from '../features/session';
import { FrameClients, framePrincipal } from '../layout/frameTesting';
import { renderWithProviders } from '../testing/renderWithProviders';
import { CallRejectionSettingsRoute } from './CallRejectionSettingsRoute';

function renderPage(context: Partial<CapabilityContext>) {
  usePrincipalStore.getState().setPrincipal(framePrincipal(context));
  renderWithProviders(
    <DialogServiceProvider service={createDialogService()}>
      <FrameClients>
        <CallRejectionSettingsRoute />
      </FrameClients>
    </DialogServiceProvider>,
    { language: 'ja' },
  );
}

afterEach(() => usePrincipalStore.getState().reset());

describe('the call rejection page', () => {
  it('tells a tenant without the call manager that it has none, and offers no action', () => {
    renderPage({ tenantFeatures: ['COMPANY_SEARCH'], callControlMode: 'TEL_COLON' });
    expect(screen.getByRole('heading', { level: 1, name: '着信拒否設定' })).toBeInTheDocument();
    expect(screen.getByText('ご利用の会社では使えません')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '設定に戻る' })).toHaveAttribute('href', '/settings');
  });

  it('offers the list and its actions where the call manager is in use', async () => {
    renderPage({ tenantFeatures: ['CUCM', 'CALL_SETTINGS'], callControlMode: 'CUCM' });
    expect(await screen.findByRole('heading', { level: 1, name: '着信拒否設定' })).toBeInTheDocument();
    expect(screen.queryByText('ご利用の会社では使えません')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });
});
