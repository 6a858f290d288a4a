import { DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ActivationForm } from './ActivationForm';
import { ActivationErrorPage } from './ActivationResultPages';

describe('ActivationForm', () => {
  it('holds the password to the tenant policy and the second entry to the first', async () => {
    const onSubmit = vi.fn(async () => []);
    renderWithProviders(
      <ActivationForm accountId="suzuki.ichiro" policy={DEFAULT_PASSWORD_POLICY} onSubmit={onSubmit} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password(?! \(again\))/), 'suzuki.ichiro');
    await user.type(screen.getByLabelText(/^Password \(again\)/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password and activate' }));
    expect(screen.getByLabelText(/^Password(?! \(again\))/)).toHaveAccessibleDescription(
      /Use 8 to 20 printable ASCII characters/,
    );
    expect(screen.getByLabelText(/^Password \(again\)/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a password that meets the policy, and says what is wrong in Japanese', async () => {
    const onSubmit = vi.fn(async () => []);
    renderWithProviders(
      <ActivationForm accountId="suzuki.ichiro" policy={DEFAULT_PASSWORD_POLICY} onSubmit={onSubmit} />,
      { language: 'ja' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'パスワードを設定して有効化' }));
    expect(screen.getByLabelText(/^パスワード(?!（確認）)/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^パスワード(?!（確認）)/), 'Kizuna-New1');
    await user.type(screen.getByLabelText(/^パスワード（確認）/), 'Kizuna-New1');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定して有効化' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Kizuna-New1', passwordConfirm: 'Kizuna-New1' });
  });
});

function renderError(reason: string, language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/bizDAccount/error" element={<ActivationErrorPage />} />
    </Routes>,
    { language, path: `/bizDAccount/error?reason=${reason}` },
  );
}

describe('ActivationErrorPage', () => {
  it('says why, and what to do next, for each reason', () => {
    renderError('ALREADY_ACTIVATED');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The account could not be activated');
    expect(screen.getByRole('alert')).toHaveTextContent('This account has already been activated.');
    expect(screen.getByText(/Sign in with your account ID and password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('reads an unknown reason as an unexpected error, in Japanese', () => {
    renderError('<script>', 'ja');
    expect(screen.getByRole('alert')).toHaveTextContent('予期しないエラーが発生しました。');
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toBeInTheDocument();
  });

  it('tells an invalid link apart in Japanese', () => {
    renderError('INVALID_TOKEN', 'ja');
    expect(screen.getByRole('alert')).toHaveTextContent(/リンクが無効です/);
    expect(screen.getByText('管理者に招待メールの再送を依頼してください。')).toBeInTheDocument();
  });
});

describe('ActivationErrorPage of a password reset link', () => {
  it('says the link expired or was used, under the reset title', () => {
    renderWithProviders(
      <Routes>
        <Route path="/bizDAccount/error" element={<ActivationErrorPage />} />
      </Routes>,
      { path: '/bizDAccount/error?reason=RESET_LINK_EXPIRED&kind=reset' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The password could not be reset');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link has expired');
  });

  it('says a used link was used, in Japanese', () => {
    renderError('RESET_LINK_USED', 'ja');
    expect(screen.getByRole('alert')).toHaveTextContent('このパスワード再設定のリンクは使用済みです。');
  });

  it('speaks of the reset link, not an invitation, when the link is not valid', () => {
    renderWithProviders(
      <Routes>
        <Route path="/bizDAccount/error" element={<ActivationErrorPage />} />
      </Routes>,
      { path: '/bizDAccount/error?reason=INVALID_TOKEN&kind=reset' },
    );
    expect(
      screen.getByText('Ask your administrator to send you a new password reset link.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invitation/)).not.toBeInTheDocument();
  });

  it('keeps the shared wording of a reason the reset link does not reword', () => {
    renderWithProviders(
      <Routes>
        <Route path="/bizDAccount/error" element={<ActivationErrorPage />} />
      </Routes>,
      { path: '/bizDAccount/error?reason=IP_ADDRESS_REJECTED&kind=reset' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Access from your network is restricted.');
  });
});
