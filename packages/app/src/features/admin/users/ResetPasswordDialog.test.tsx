import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ResetPasswordDialog, type ResetPasswordDialogProps } from './ResetPasswordDialog';

function renderDialog(props: Partial<ResetPasswordDialogProps> = {}, language: 'en' | 'ja' = 'en') {
  const onReset = vi.fn<ResetPasswordDialogProps['onReset']>(async () => true);
  renderWithProviders(
    <ResetPasswordDialog
      fullname="鈴木 花子"
      email="suzuki.hanako@example.jp"
      enabled
      onReset={onReset}
      onClose={vi.fn()}
      {...props}
    />,
    { language },
  );
  return onReset;
}

describe('ResetPasswordDialog', () => {
  it('sends a reset link to the person’s address by default', async () => {
    const user = userEvent.setup();
    const onReset = renderDialog();
    expect(
      screen.getByRole('radio', { name: 'Send a reset link to suzuki.hanako@example.jp' }),
    ).toBeChecked();
    expect(screen.getByText(/keeps working until then/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(onReset).toHaveBeenCalledWith('link');
  });

  it('can show a one-time initial password instead', async () => {
    const user = userEvent.setup();
    const onReset = renderDialog({}, 'ja');
    await user.click(screen.getByRole('radio', { name: '一度だけ表示する初期パスワードを発行する' }));
    await user.click(screen.getByRole('button', { name: 'リセットする' }));
    expect(onReset).toHaveBeenCalledWith('password');
  });

  it('offers no link to a person without an e-mail address, or disabled', async () => {
    const user = userEvent.setup();
    const onReset = renderDialog({ email: '' });
    expect(screen.getByRole('radio', { name: /Send a reset link/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Show a one-time initial password' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledWith('password');
  });

  it('offers no link to a disabled person', () => {
    renderDialog({ enabled: false });
    expect(screen.getByRole('radio', { name: /Send a reset link/ })).toBeDisabled();
    expect(screen.getByText('A disabled person cannot get a reset link.')).toBeInTheDocument();
  });

  it('says when the reset failed, and stays open', async () => {
    const user = userEvent.setup();
    renderDialog({ onReset: vi.fn(async () => false) });
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('That did not work. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
