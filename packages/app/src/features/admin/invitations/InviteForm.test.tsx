import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { InviteForm } from './InviteForm';

const DIVISIONS = [{ id: 7, name: '本社 / 営業部' }];

describe('InviteForm', () => {
  it('checks every field with the contract and sends nothing while one fails', async () => {
    const onInvite = vi.fn(async () => null);
    renderWithProviders(<InviteForm divisions={DIVISIONS} onInvite={onInvite} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Account ID/), 'has space');
    await user.type(screen.getByLabelText(/^E-mail address/), 'no-at-sign');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText(/^Account ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name(?! in romaji)/)).toHaveAccessibleDescription(
      /This is a required field|Enter 1 to/,
    );
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription('The format is invalid.');
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('sends the person and empties itself; a taken account id shows on its field, in Japanese', async () => {
    const onInvite = vi
      .fn()
      .mockResolvedValueOnce([{ path: 'body.accountId', key: 'duplicate' }])
      .mockResolvedValueOnce(null);
    renderWithProviders(<InviteForm divisions={DIVISIONS} onInvite={onInvite} />, { language: 'ja' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^アカウント ID/), 'suzuki.ichiro');
    await user.type(screen.getByLabelText(/^氏名/), '鈴木 一郎');
    await user.type(screen.getByRole('textbox', { name: /^よみがな/ }), 'すずき いちろう');
    await user.type(screen.getByRole('textbox', { name: /^ローマ字/ }), 'Ichiro Suzuki');
    await user.type(screen.getByLabelText(/^メールアドレス/), 'suzuki@example.co.jp');
    await user.click(screen.getByRole('button', { name: '招待メールを送信' }));
    expect(onInvite).toHaveBeenCalledWith({
      accountId: 'suzuki.ichiro',
      fullname: '鈴木 一郎',
      fullnameKana: 'すずき いちろう',
      fullnameAlphabet: 'Ichiro Suzuki',
      email: 'suzuki@example.co.jp',
      divisionId: null,
    });
    expect(await screen.findByText('このアカウント ID はすでに使われています。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '招待メールを送信' }));
    expect(onInvite).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/^アカウント ID/)).toHaveValue('');
  });
});
