import { act, render, renderHook, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addMessageParts, chooseLanguage, startI18n } from './createI18nInstance';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { useLanguage } from './useLanguage';
import { talkMessage } from '../features/talk/talkFixtures';
import { TalkMessageList } from '../features/talk/TalkMessageList';
import en from './locales/en.signIn.json';
import ja from './locales/ja.signIn.json';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('startI18n', () => {
  it('shows the browser language with only its messages loaded', async () => {
    browserLanguages(['ja-JP', 'en-US']);
    const i18n = await startI18n();
    expect(i18n.resolvedLanguage).toBe('ja');
    expect(i18n.t('auth.login.title')).toBe(ja.auth.login.title);
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('prefers the stored choice, passes over unsupported languages and falls back to English', async () => {
    browserLanguages(['fr-FR', 'ja']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect((await startI18n()).t('auth.login.title')).toBe(en.auth.login.title);

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect((await startI18n()).resolvedLanguage).toBe('ja');

    localStorage.clear();
    browserLanguages(['fr-FR', 'de']);
    const fallback = await startI18n();
    expect(fallback.resolvedLanguage).toBe('en');
    expect(fallback.hasResourceBundle('ja', 'translation')).toBe(false);
  });

  it('loads the other language on a switch, and remembers the choice', async () => {
    browserLanguages(['en-US']);
    const i18n = await startI18n();
    expect(i18n.t('auth.login.title')).toBe(en.auth.login.title);
    await chooseLanguage(i18n, 'ja');
    expect(i18n.resolvedLanguage).toBe('ja');
    expect(i18n.t('auth.login.title')).toBe(ja.auth.login.title);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('starts the sign-in page with its own messages, and adds the rest for the app', async () => {
    browserLanguages(['en-US']);
    const i18n = await startI18n(['signIn']);
    expect(i18n.t('auth.login.title')).toBe(en.auth.login.title);
    expect(i18n.t('home.title')).toBe('home.title');
    await chooseLanguage(i18n, 'ja');
    expect(i18n.t('auth.login.title')).toBe(ja.auth.login.title);
    expect(i18n.t('home.title')).toBe('home.title');
    await addMessageParts(i18n, ['signIn', 'app']);
    expect(i18n.t('home.title')).toBe('ホーム');
    expect(i18n.t('auth.login.title')).toBe(ja.auth.login.title);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    await chooseLanguage(i18n, 'en');
    expect(i18n.t('home.title')).toBe('Home');
  });

  it('loads the messages of the language chosen through the app (useLanguage)', async () => {
    browserLanguages(['en-US']);
    const i18n = await startI18n(['signIn']);
    await addMessageParts(i18n, ['app']);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useLanguage(), { wrapper });
    await act(() => result.current.setLanguage('ja'));
    expect(i18n.t('home.title')).toBe('ホーム');
    expect(i18n.t('auth.login.title')).toBe(ja.auth.login.title);
  });
});

describe('a browser that says ja-JP', () => {
  it('gets Japanese dates: talk’s day separators and dates read as Japanese', async () => {
    browserLanguages(['ja-JP', 'en-US']);
    const i18n = await startI18n();
    vi.useFakeTimers({ now: new Date(2026, 11, 8), toFake: ['Date'] });
    render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(TalkMessageList, {
          messages: [talkMessage({ createdAt: Math.floor(new Date(2026, 11, 7, 9, 5).getTime() / 1000) })],
          hasOlder: false,
          onLoadOlder: vi.fn(),
          onDelete: vi.fn(),
        }),
      ),
    );
    vi.useRealTimers();
    const list = screen.getByRole('list', { name: 'メッセージ' });
    expect(within(list).getByText('12月7日(月)')).toBeInTheDocument();
    expect(within(list).getByText('09:05', { selector: 'time' })).toBeInTheDocument();
  });
});
