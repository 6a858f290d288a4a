import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PbxApiResultPage } from './PbxApiResultPage';

describe('Webex Calling authorisation result', () => {
  it('complete says calls can go through Webex and links back to the settings', () => {
    renderWithProviders(<PbxApiResultPage />, { path: '/settings/pbxApi/oauth2/result?status=complete' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorisation complete' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kizuna can now place your calls');
    expect(screen.getByRole('link', { name: 'Back to Webex Calling settings' })).toHaveAttribute(
      'href',
      '/settings/pbxApiSettings',
    );
  });

  it('denied says the user did not allow Kizuna', () => {
    renderWithProviders(<PbxApiResultPage />, { path: '/settings/pbxApi/oauth2/result?status=denied' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorisation refused' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You did not allow Kizuna at Webex');
  });

  it.each([
    ['OAUTH2_STATE_NOT_MATCH', 'en', 'illegal access'],
    ['OAUTH2_CODE_UNAUTHORIZED', 'en', 'it may have expired'],
    ['OAUTH2_URL_GENERATION_FAILED', 'ja', '管理者に連絡してください'],
    ['OAUTH2_STATE_NOT_MATCH', 'ja', '不正なアクセス'],
    ['TRANSIENT_SYSTEM_ERROR', 'en', 'Try again later'],
    ['SOMETHING_ELSE', 'en', 'Contact the administrator'],
  ] as const)('an error %s shows its message (%s)', (code, language, text) => {
    renderWithProviders(<PbxApiResultPage />, {
      path: `/settings/pbxApi/oauth2/result?status=error&code=${code}`,
      language,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      language === 'ja' ? '認可に失敗しました' : 'Authorisation failed',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('an unknown status is shown as an error, never as success', () => {
    renderWithProviders(<PbxApiResultPage />, { path: '/settings/pbxApi/oauth2/result?status=ok' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorisation failed' })).toBeInTheDocument();
  });
});
