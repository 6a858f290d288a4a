import { createDialogService, DialogServiceProvider } from '@kizuna/ui';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { usePrincipalStore, type Principal } from './principalStore';
import { noteApiActivity } from './sessionActivity';
import { SessionTimeoutEffect } from './SessionTimeoutEffect';

function signInWithTimeout(sessionIdleMinutes: number) {
  usePrincipalStore.setState({
    principal: { tenantInfo: { sessionIdleMinutes } } as unknown as Principal,
    expired: null,
  });
}

function renderEffect() {
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <DialogServiceProvider service={createDialogService()}>
        <SessionTimeoutEffect />
      </DialogServiceProvider>
    </I18nextProvider>,
  );
}

const minutes = (count: number) => count * 60_000;

describe('the session-timeout dialog without a refused call', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 9, 0), toFake: ['Date', 'setInterval', 'clearInterval'] });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    usePrincipalStore.getState().reset();
  });

  it('opens once no call was made for the company’s idle minutes, and not before', () => {
    signInWithTimeout(10);
    noteApiActivity();
    renderEffect();
    act(() => vi.advanceTimersByTime(minutes(9)));
    expect(usePrincipalStore.getState().expired).toBeNull();
    // A call made meanwhile (by this tab or another) starts the idle time again.
    act(() => noteApiActivity());
    act(() => vi.advanceTimersByTime(minutes(9)));
    expect(usePrincipalStore.getState().expired).toBeNull();
    act(() => vi.advanceTimersByTime(minutes(1)));
    expect(usePrincipalStore.getState().expired).toEqual({ addressRejected: false });
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/session/i);
  });

  it('follows a longer timeout of the company', () => {
    // Later than the first test's calls: the time a browser keeps only moves forward.
    vi.setSystemTime(new Date(2026, 10, 26, 12, 0));
    signInWithTimeout(60);
    noteApiActivity();
    renderEffect();
    act(() => vi.advanceTimersByTime(minutes(45)));
    expect(usePrincipalStore.getState().expired).toBeNull();
    act(() => vi.advanceTimersByTime(minutes(15)));
    expect(usePrincipalStore.getState().expired).not.toBeNull();
  });
});
