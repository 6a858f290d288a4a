import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_GROUPS } from '../../menu/adminGroups';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN_ENTRIES } from '@kizuna/api-client/contract';
import { AdminIndex } from './AdminIndex';

describe('AdminIndex', () => {
  it('puts every admin entry in exactly one group', () => {
    const grouped = ADMIN_GROUPS.flatMap((group) => group.entries);
    expect([...grouped].sort()).toEqual([...ADMIN_ENTRIES].sort());
  });

  it('shows the entries as grouped cards, each a link with a line of description', () => {
    renderWithProviders(<AdminIndex entries={['USER', 'ACTION_LOG', 'COMPANY']} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const organisation = within(nav).getByRole('region', { name: 'Organisation and people' });
    expect(
      within(organisation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/company', '/admin/user']);
    const users = within(organisation).getByRole('link', { name: 'Users' });
    expect(users).toHaveAccessibleDescription(
      'People who can sign in: accounts, profiles, roles and passwords.',
    );
    expect(within(nav).getByRole('region', { name: 'Records' })).toBeInTheDocument();
    expect(within(nav).queryByRole('region', { name: 'Location' })).not.toBeInTheDocument();
  });

  it('says so plainly when there is nothing to manage, in Japanese', () => {
    renderWithProviders(<AdminIndex entries={[]} />, { language: 'ja' });
    expect(screen.getByText('開くことのできる管理ページは、まだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
