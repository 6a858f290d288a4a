import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PresenceSources } from './PresenceSources';

describe('PresenceSources', () => {
  it('shows the internal status and says plainly that Microsoft 365 is not linked', () => {
    renderWithProviders(
      <PresenceSources internalStatus="IN_A_MEETING" m365Status="UNKNOWN" m365Configured={false} />,
    );
    expect(screen.getByText('Status in Kizuna')).toBeVisible();
    expect(screen.getByText('In a meeting')).toBeVisible();
    expect(screen.getByText(/Not linked: Microsoft 365 is not connected to Kizuna/)).toBeVisible();
  });

  it('says it in Japanese too', () => {
    renderWithProviders(
      <PresenceSources internalStatus="AVAILABLE" m365Status="UNKNOWN" m365Configured={false} />,
      { language: 'ja' },
    );
    expect(screen.getByText(/未連携: Microsoft 365 が Kizuna に接続されていない/)).toBeVisible();
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
