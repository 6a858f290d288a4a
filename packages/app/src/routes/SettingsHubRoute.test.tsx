import type { CapabilityContext } from '@kizuna/api-client/rules';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrincipalStore } from '../features/session';
import { framePrincipal } from '../layout/frameTesting';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SettingsHubRoute } from './SettingsHubRoute';

function renderHub(context: Partial<CapabilityContext>, language: 'en' | 'ja' = 'en') {
  usePrincipalStore.getState().setPrincipal(framePrincipal(context));
  renderWithProviders(<SettingsHubRoute />, { language });
  return screen.getByRole('navigation', { name: language === 'en' ? 'Personal settings' : '個人の設定' });
}

/** The cards' names (their titles; the line below is their description). */
function cardNames(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => document.getElementById(link.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
}

afterEach(() => usePrincipalStore.getState().reset());

describe('the settings hub', () => {
  it('links every personal setting of a call-manager tenant, grouped, each with a line', () => {
    const nav = renderHub({ tenantFeatures: ['CUCM', 'CALL_SETTINGS'], callControlMode: 'CUCM' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const calls = within(nav).getByRole('region', { name: 'Calls' });
    expect(
      within(calls)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings/cucmSettings', '/settings/cucmSettings/callRejectionSettings']);
    expect(cardNames(nav)).toEqual(
      expect.arrayContaining([
        'User settings',
        'Group settings',
        'Contacts upload history',
        'Change password',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'Call rejection settings' })).toHaveAccessibleDescription(
      'Numbers whose calls never ring your phone.',
    );
  });

  it('tells the page after sign-in and the start page apart, in Japanese', () => {
    const nav = renderHub({}, 'ja');
    const card = within(nav).getByRole('link', { name: 'ログイン後に表示するページとスタートページ' });
    expect(card).toHaveAttribute('href', '/settings/user');
    expect(card).toHaveAccessibleDescription(
      '「ログイン後に表示するページ」はログイン直後に一度だけ、「スタートページ」はその後 Kizuna を開くたびに表示します。',
    );
  });

  it('offers no call settings to a tenant without a phone system', () => {
    const nav = renderHub({ tenantFeatures: ['COMPANY_SEARCH'], callControlMode: 'TEL_COLON' });
    expect(within(nav).queryByRole('region', { name: 'Calls' })).not.toBeInTheDocument();
    expect(cardNames(nav)).not.toContain('Call rejection settings');
    expect(cardNames(nav)).toContain('Change password');
  });

  it('offers Webex Calling to a person with the cloud phone', () => {
    const nav = renderHub({ callControlMode: 'PBX_API', userVirtualRoles: ['USER_PBX_FEATURE'] });
    const calls = within(nav).getByRole('region', { name: 'Calls' });
    expect(cardNames(calls)).toEqual(['Webex Calling']);
  });
});
