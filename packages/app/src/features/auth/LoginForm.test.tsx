import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LoginForm } from './LoginForm';
import type { SignInOutcome } from './LoginForm';

async function signIn(outcome: SignInOutcome, language: 'en' | 'ja' = 'en') {
  const user = userEvent.setup();
  const onSignIn = vi.fn(async () => outcome);
  renderWithProviders(<LoginForm onSignIn={onSignIn} />, { language });
  const labels =
    language === 'en'
      ? ['Tenant code', 'Account ID', 'Password']
      : ['テナントコード', 'アカウント ID', 'パスワード'];
  await user.type(screen.getByLabelText(labels[0]!, { exact: false }), ' demo ');
  await user.type(screen.getByLabelText(labels[1]!, { exact: false }), 'yamada.taro');
  await user.type(screen.getByLabelText(labels[2]!, { exact: false }), 'wrong');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Sign in' : 'ログイン' }));
  return onSignIn;
}

describe('LoginForm', () => {
  it('sends the labelled fields, trimming the codes but not the password', async () => {
    const onSignIn = await signIn('signedIn');
    expect(onSignIn).toHaveBeenCalledWith({
      tenantCode: 'demo',
      accountId: 'yamada.taro',
      password: 'wrong',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the credentials are wrong', async () => {
    await signIn('invalidCredentials');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tenant code, account ID or password is incorrect.',
    );
  });

  it('says access from the network is restricted when the address was rejected', async () => {
    await signIn('addressRejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Access from your network is restricted.');
  });

  it('says sign-in is paused for a while after repeated failures', async () => {
    await signIn('tooManyAttempts');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins for this account. Wait 5 minutes, then try again.',
    );
  });

  it('says the company’s use is suspended, in English and Japanese', async () => {
    await signIn('tenantSuspended');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kizuna is suspended for your company. Contact your administrator.',
    );
  });

  it('says the company’s use is suspended in Japanese', async () => {
    await signIn('tenantSuspended', 'ja');
    expect(await screen.findByRole('alert')).toHaveTextContent('ご利用は停止されています');
  });

  it('says sign-in is paused in Japanese', async () => {
    await signIn('tooManyAttempts', 'ja');
    expect(await screen.findByRole('alert')).toHaveTextContent('5 分後に再度お試しください。');
  });

  it('shows the messages in Japanese', async () => {
    await signIn('invalidCredentials', 'ja');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'テナントコード、アカウント ID またはパスワードが正しくありません。',
    );
  });

  it('does not send an empty form', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn(async (): Promise<SignInOutcome> => 'signedIn');
    renderWithProviders(<LoginForm onSignIn={onSignIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('reports empty fields in its own words and focuses the first one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignIn={vi.fn()} defaultTenantCode="demo" />, { language: 'ja' });
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByText('アカウント ID を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(screen.queryByText('テナントコードを入力してください。')).not.toBeInTheDocument();
    expect(screen.getByLabelText('アカウント ID', { exact: false })).toHaveFocus();
    expect(screen.getByLabelText('アカウント ID', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('パスワード', { exact: false })).not.toHaveAttribute('required');
  });

  it('signs in with the first click after an empty submit', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn(async (): Promise<SignInOutcome> => 'signedIn');
    renderWithProviders(<LoginForm onSignIn={onSignIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your tenant code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant code', { exact: false })).toHaveFocus();
    await user.type(screen.getByLabelText('Tenant code', { exact: false }), 'demo');
    await user.type(screen.getByLabelText('Account ID', { exact: false }), 'yamada.taro');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'secret');
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
