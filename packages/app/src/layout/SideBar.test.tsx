import type { CapabilityContext } from '@kizuna/api-client/rules';
import { mainMenuEntries } from '@kizuna/api-client/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NavDrawer } from './NavDrawer';
import { SideBar } from './SideBar';
import { SIDE_BAR_COLLAPSED_KEY } from './useSideBarCollapsed';

const plainUser: CapabilityContext = {
  admin: false,
  adminMenuVisible: false,
  userRoles: [],
  userVirtualRoles: [],
  tenantFeatures: [],
  callControlMode: 'VIEW_ONLY',
};

const admin: CapabilityContext = {
  ...plainUser,
  admin: true,
  adminMenuVisible: true,
  userRoles: ['ADMIN_COMPANY'],
  tenantFeatures: ['COMPANY_SEARCH', 'CMX', 'FILE_STORAGE', 'FEEDBACK'],
};

function group(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('group', { name });
}

function linkNames(name: string): string[] {
  return within(group(name))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

afterEach(() => localStorage.clear());

describe('SideBar', () => {
  it('groups the entries by area and leaves out groups with nothing to show', () => {
    renderWithProviders(<SideBar entries={mainMenuEntries(plainUser)} feedbackUrl={null} />);
    expect(linkNames('People')).toEqual(['Home', 'Internal directory', 'External contacts', 'Groups']);
    expect(linkNames('Communication')).toEqual(['Call history']);
    expect(linkNames('Settings')).toEqual(['Settings']);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('group')
        .map((g) => g.getAttribute('data-group')),
    ).toEqual(['PEOPLE', 'COMMUNICATION', 'SETTINGS']);
  });

  it('shows the places, documents and manage groups to whom the rules give them', () => {
    renderWithProviders(
      <SideBar entries={mainMenuEntries(admin)} feedbackUrl="https://feedback.example.jp" />,
    );
    expect(linkNames('People')).toContain('Company directory');
    expect(linkNames('Places')).toEqual(['Places']);
    expect(linkNames('Documents')).toEqual(['Document search']);
    expect(linkNames('Manage')).toEqual(['Manage']);
    expect(linkNames('Settings')).toEqual(['Settings', 'Feedback']);
  });

  it('collapses to icons, keeps the labels as names and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <SideBar entries={mainMenuEntries(plainUser)} feedbackUrl={null} />,
    );
    await user.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-collapsed');
    expect(screen.getByRole('link', { name: 'Internal directory' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SIDE_BAR_COLLAPSED_KEY)).toBe('true');
    unmount();

    renderWithProviders(<SideBar entries={mainMenuEntries(plainUser)} feedbackUrl={null} />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).not.toHaveAttribute('data-collapsed');
    expect(localStorage.getItem(SIDE_BAR_COLLAPSED_KEY)).toBe('false');
  });
});

describe('NavDrawer', () => {
  it('opens by keyboard, keeps focus inside, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavDrawer entries={mainMenuEntries(plainUser)} feedbackUrl={null} />, {
      language: 'ja',
    });
    const button = screen.getByRole('button', { name: 'メニューを開く' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'メニュー' });
    expect(within(drawer).getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives focus back a frame after the drawer has gone.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes when an entry is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavDrawer entries={mainMenuEntries(plainUser)} feedbackUrl={null} />);
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Internal directory' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
