import { MAIN_MENU_ENTRIES } from '@kizuna/api-client/contract';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { mainMenuEntries } from '@kizuna/api-client/rules';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBadgeStore } from '../features/session';
import en from '../i18n/locales/en.json';
import { renderWithProviders } from '../testing/renderWithProviders';
import { MainMenu } from './MainMenu';
import { groupMainMenu } from './menuGroups';

const plainUser: CapabilityContext = {
  admin: false,
  adminMenuVisible: false,
  userRoles: [],
  userVirtualRoles: [],
  tenantFeatures: [],
  callControlMode: 'VIEW_ONLY',
};

const richAdmin: CapabilityContext = {
  admin: true,
  adminMenuVisible: true,
  userRoles: ['ADMIN_COMPANY', 'ADMIN_USER'],
  userVirtualRoles: ['USER_THANKS_AVAILABLE', 'USER_GOTALK_AVAILABLE', 'TENANT_GROUP_COMPANIES_AVAILABLE'],
  tenantFeatures: ['TALK', 'GOTALK', 'THANKS', 'COMPANY_SEARCH', 'CMX', 'FILE_STORAGE', 'TOGO', 'FEEDBACK'],
  callControlMode: 'CUCM',
};

function shownLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The rules' entries in the order the side bar shows them (by group). */
function labelsOf(context: CapabilityContext): string[] {
  return groupMainMenu(mainMenuEntries(context))
    .flatMap((group) => group.entries)
    .map((entry) => en.menu.main[entry]);
}

describe('MainMenu', () => {
  it('shows the unread talk messages on the Talk entry', () => {
    act(() => useBadgeStore.getState().setTalkUnread(3));
    renderWithProviders(<MainMenu entries={['HOME', 'TALK']} />);
    // Named by its label alone, so the entry is found by name; the count describes it.
    const talk = screen.getByRole('link', { name: 'Talk' });
    expect(talk).toHaveAccessibleDescription('3 unread messages');
    expect(within(talk).getByLabelText('3 unread messages')).toHaveTextContent('3');
    act(() => useBadgeStore.getState().setTalkUnread(0));
    expect(within(talk).queryByLabelText(/unread/)).toBeNull();
  });

  it.each([
    ['a plain user of a tenant without features', plainUser],
    ['an admin of a tenant with many features', richAdmin],
    ['a non-admin of that tenant', { ...richAdmin, admin: false, adminMenuVisible: false, userRoles: [] }],
  ])('shows exactly the entries the shared rules give %s', (_, context) => {
    renderWithProviders(
      <MainMenu entries={mainMenuEntries(context)} feedbackUrl="https://feedback.example.jp" />,
    );
    expect(shownLabels()).toEqual(labelsOf(context));
  });

  it('hides talk and voice talk from admins but not from other users', () => {
    const { unmount } = renderWithProviders(<MainMenu entries={mainMenuEntries(richAdmin)} />);
    expect(shownLabels()).not.toContain('Talk');
    expect(shownLabels()).toContain('Manage');
    unmount();
    renderWithProviders(
      <MainMenu entries={mainMenuEntries({ ...richAdmin, admin: false, adminMenuVisible: false })} />,
    );
    expect(shownLabels()).toEqual(expect.arrayContaining(['Talk', 'Voice talk']));
    expect(shownLabels()).not.toContain('Manage');
  });

  it('has a label for every one of the 16 entries and marks the current page', () => {
    renderWithProviders(<MainMenu entries={MAIN_MENU_ENTRIES} />, { path: '/home' });
    expect(shownLabels()).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Internal directory' })).toHaveAttribute(
      'href',
      '/internalContacts',
    );
  });

  it('shows the entries in Japanese', () => {
    renderWithProviders(<MainMenu entries={mainMenuEntries(plainUser)} />, { language: 'ja' });
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホーム' })).toBeInTheDocument();
  });
});
