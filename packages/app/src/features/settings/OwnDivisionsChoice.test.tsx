import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { UserSettingsForm } from './UserSettingsForm';
import type { OwnDivision } from '../divisions';

const OWN: OwnDivision[] = [
  {
    divisionId: 11,
    divisionName: '第一営業部',
    parentDivisionNames: ['営業本部'],
    isPrimary: true,
    enabled: true,
  },
  { divisionId: 21, divisionName: '広報室', parentDivisionNames: [], isPrimary: false, enabled: false },
];

function renderForm(dispType: 'ALL' | 'OWN_DIVISION' | 'LAST_DIVISION', ownDivisions = OWN) {
  const onSave = vi.fn(async () => undefined);
  renderWithProviders(
    <UserSettingsForm
      settings={{
        login: { destMenuType: 'HOME', startPage: 'HOME' },
        internal: { dispType, divisionIds: [11] },
      }}
      thanksAvailable={false}
      startPageChoices={['HOME']}
      onSave={onSave}
      ownDivisions={ownDivisions}
    />,
  );
  return { user: userEvent.setup(), onSave };
}

describe('default department display on the user settings page', () => {
  it('lets a person with concurrent posts choose which own divisions the directory opens with', async () => {
    const { user, onSave } = renderForm('ALL');
    expect(screen.queryByRole('group', { name: 'Own divisions shown first' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Own division' }));
    expect(screen.getByRole('checkbox', { name: '営業本部 › 第一営業部 (Primary division)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '広報室' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      login: { destMenuType: 'HOME', startPage: 'HOME' },
      internal: { dispType: 'OWN_DIVISION', divisionIds: [11, 21] },
    });
  });

  it('refuses to save with no own division ticked', async () => {
    const { user, onSave } = renderForm('OWN_DIVISION');
    await user.click(screen.getByRole('checkbox', { name: /第一営業部/ }));
    expect(screen.getByText('Tick at least one division.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the last viewed divisions untouched for LAST_DIVISION, and asks nothing with one own division', async () => {
    const { user, onSave } = renderForm('LAST_DIVISION', OWN.slice(0, 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ internal: { dispType: 'LAST_DIVISION', divisionIds: [11] } }),
    );
    await user.click(screen.getByRole('radio', { name: 'Own division' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
