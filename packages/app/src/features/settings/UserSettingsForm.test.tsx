import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { UserSettingsForm } from './UserSettingsForm';
import type { UserDisplaySettings } from './useUserDisplaySettings';

const saved: UserDisplaySettings = {
  login: { destMenuType: 'HOME', startPage: 'HOME' },
  internal: { dispType: 'ALL', divisionIds: [4] },
};

describe('UserSettingsForm', () => {
  it('offers only the start pages the user can reach and saves the one chosen', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <UserSettingsForm
        settings={saved}
        thanksAvailable={false}
        startPageChoices={['HOME', 'INTERNAL_CONTACTS', 'CALL_HISTORY']}
        onSave={onSave}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Start page/ });
    expect(trigger).toHaveTextContent('Home');
    await user.click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Home',
      'Internal directory',
      'Call history',
    ]);
    await user.click(screen.getByRole('option', { name: 'Call history' }));
    expect(trigger).toHaveTextContent('Call history');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      login: { destMenuType: 'HOME', startPage: 'CALL_HISTORY' },
      internal: { dispType: 'ALL', divisionIds: [4] },
    });
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });

  it('shows Home when the saved start page is out of reach, in Japanese', () => {
    renderWithProviders(
      <UserSettingsForm
        settings={{ ...saved, login: { destMenuType: 'HOME', startPage: 'TALK' } }}
        thanksAvailable
        startPageChoices={['HOME', 'CALL_HISTORY']}
        onSave={vi.fn(async () => undefined)}
      />,
      { language: 'ja' },
    );
    expect(screen.getByRole('button', { name: /スタートページ/ })).toHaveTextContent('ホーム');
    expect(screen.getByText(/Kizuna を開いたときに表示するページです。/)).toBeInTheDocument();
  });

  it('asks before calling by default; turning it off is saved with the other settings', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <UserSettingsForm
        settings={{ ...saved, call: { confirmBeforeCalling: true } }}
        thanksAvailable={false}
        startPageChoices={['HOME']}
        onSave={onSave}
      />,
      { language: 'ja' },
    );
    const confirm = screen.getByRole('checkbox', { name: '発信前に確認する' });
    expect(confirm).toBeChecked();
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({ ...saved, call: { confirmBeforeCalling: false } });
  });

  it.each([
    [false, ['Home']],
    [true, ['Home', 'Thanks']],
  ])('offers Thanks as the page after sign-in only when the user has it (%s)', (thanksAvailable, labels) => {
    renderWithProviders(
      <UserSettingsForm
        settings={{ ...saved, login: { destMenuType: 'THANKS', startPage: 'HOME' } }}
        thanksAvailable={thanksAvailable}
        startPageChoices={['HOME']}
        onSave={vi.fn(async () => undefined)}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Page after sign-in' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(labels);
    expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(labels.at(-1));
    expect(screen.getByText('Opens once, right after you sign in.')).toBeInTheDocument();
  });
});
