import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { DashboardCardEntry } from './dashboardCards';
import { DASHBOARD_CARDS } from './dashboardCards';
import { DashboardCard } from './DashboardCard';
import { FIXTURE_PHONE_SETTINGS } from './homeFixtures';
import { HomePage } from './HomePage';

/** Cards that only show their area's name, in the dashboard's order and with its gating. */
const namedCards: DashboardCardEntry[] = DASHBOARD_CARDS.map(({ id, menu }) => ({
  id,
  menu,
  Card: () => (
    <DashboardCard id={id} title={id}>
      {menu}
    </DashboardCard>
  ),
}));

function shownCards() {
  return screen.queryAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
}

describe('HomePage', () => {
  it('shows search, favourite groups, recent calls and notices to someone with all their areas', () => {
    renderWithProviders(
      <HomePage
        entries={['HOME', 'INTERNAL_CONTACTS', 'GROUP_CONTACTS', 'CALL_HISTORY', 'SETTINGS']}
        phoneSettings={FIXTURE_PHONE_SETTINGS}
        cards={namedCards}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(shownCards()).toEqual([
      'kz-dashboard-search',
      'kz-dashboard-groups',
      'kz-dashboard-calls',
      'kz-dashboard-notices',
    ]);
  });

  it('has no card for an area the tenant or the person lacks', () => {
    renderWithProviders(
      <HomePage
        entries={['HOME', 'INTERNAL_CONTACTS']}
        phoneSettings={FIXTURE_PHONE_SETTINGS}
        cards={namedCards}
      />,
    );
    expect(shownCards()).toEqual(['kz-dashboard-search', 'kz-dashboard-notices']);
  });
});
