import { DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { PasswordChangeValues } from './ChangePasswordForm';
import { validatePasswordChange } from './validatePasswordChange';

const validate = (values: PasswordChangeValues) =>
  validatePasswordChange(values, 'yamada.taro', DEFAULT_PASSWORD_POLICY);

/** Passwords are pasted, as from a password manager: one input event each, not one per key. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await paste(user, screen.getByLabelText('Current password', { exact: false }), current);
  await paste(user, screen.getByLabelText(/^New password(?! \(again\))/), next);
  await paste(user, screen.getByLabelText('New password (again)', { exact: false }), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('checks the shared policy on screen and sends nothing while it fails', async () => {
    const onSubmit = vi.fn(async () => []);
    renderWithProviders(<ChangePasswordForm validate={validate} onSubmit={onSubmit} />);
    await fill('Kizuna-User1', 'yamada.taro', 'nomatch');
    const newPassword = screen.getByLabelText(/^New password(?! \(again\))/);
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveAccessibleDescription(/Use 8 to 20 printable ASCII characters/);
    expect(screen.getByLabelText('New password (again)', { exact: false })).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the field errors the server answers', async () => {
    const onSubmit = vi.fn(async () => [{ path: 'body.newPassword', key: 'invalid' }]);
    renderWithProviders(<ChangePasswordForm validate={validate} onSubmit={onSubmit} />);
    await fill('Wrong-Current1', 'Brand-New2', 'Brand-New2');
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Wrong-Current1',
      newPassword: 'Brand-New2',
      confirmPassword: 'Brand-New2',
    });
    expect(await screen.findByText('The value is invalid.')).toBeInTheDocument();
  });

  it('says the current password is wrong when the server refuses it, in English and Japanese', async () => {
    const wrong = async () => [{ path: 'body.currentPassword', key: 'passwordCurrentWrong' }];
    const { unmount } = renderWithProviders(<ChangePasswordForm validate={validate} onSubmit={wrong} />);
    await fill('Wrong-Current1', 'Brand-New2', 'Brand-New2');
    await screen.findByText('The current password is incorrect.');
    expect(screen.getByLabelText('Current password', { exact: false })).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
    unmount();
    renderWithProviders(<ChangePasswordForm validate={validate} onSubmit={wrong} />, { language: 'ja' });
    const user = userEvent.setup();
    await paste(user, screen.getByLabelText('現在のパスワード', { exact: false }), 'Wrong-Current1');
    await paste(user, screen.getByLabelText(/^新しいパスワード(?!（確認）)/), 'Brand-New2');
    await paste(user, screen.getByLabelText('新しいパスワード（確認）', { exact: false }), 'Brand-New2');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(await screen.findByText('現在のパスワードが正しくありません。')).toBeInTheDocument();
  });

  it('says the new password must differ from the current one, in Japanese too', async () => {
    renderWithProviders(<ChangePasswordForm validate={validate} onSubmit={vi.fn(async () => [])} />, {
      language: 'ja',
    });
    const user = userEvent.setup();
    await paste(user, screen.getByLabelText('現在のパスワード', { exact: false }), 'Same-Pass1');
    await paste(user, screen.getByLabelText(/^新しいパスワード(?!（確認）)/), 'Same-Pass1');
    await paste(user, screen.getByLabelText('新しいパスワード（確認）', { exact: false }), 'Same-Pass1');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(
      await screen.findByText('現在のパスワードとは異なるパスワードを入力してください。'),
    ).toBeInTheDocument();
  });
});
