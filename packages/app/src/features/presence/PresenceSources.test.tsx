import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PresenceSources } from './PresenceSources';

describe('PresenceSources', () => {
  it('shows the internal status alone, without a note on every person, where Microsoft 365 is not linked', () => {
    renderWithProviders(
      <PresenceSources internalStatus="IN_A_MEETING" m365Status="UNKNOWN" m365Configured={false} />,
      { language: 'ja' },
    );
    expect(screen.getByText('会議中')).toBeVisible();
    expect(screen.queryByText(/未連携/)).toBeNull();
    expect(screen.queryByText('予定表・Teams')).toBeNull();
  });

  it('shows the Microsoft 365 status when a link is configured', () => {
    renderWithProviders(<PresenceSources internalStatus="AVAILABLE" m365Status="BUSY" m365Configured />);
    expect(screen.getByText('Calendar and Teams')).toBeVisible();
    expect(screen.getByText('Busy')).toBeVisible();
    expect(screen.queryByText(/Not linked/)).toBeNull();
  });

  it('claims nothing about Microsoft 365 while the link state is unknown', () => {
    renderWithProviders(
      <PresenceSources internalStatus="AVAILABLE" m365Status="BUSY" m365Configured={null} />,
    );
    expect(screen.queryByText('Calendar and Teams')).toBeNull();
    expect(screen.getByText('Status in Kizuna')).toBeVisible();
  });
});
