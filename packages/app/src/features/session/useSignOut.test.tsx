import { createKizunaClient } from '@kizuna/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { usePrincipalStore, type Principal } from './principalStore';
import { useSignOut } from './useSignOut';

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** Signs out of a session that is (or is not) the collaboration-suite tab's; answers where it lands. */
async function signOutOf(embedded: boolean) {
  const api = fakeApiFetch({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  usePrincipalStore.setState({ principal: { userInfo: { embedded } } as unknown as Principal });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <SignOutButton />
    </ClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /auth/logout');
  return assign.mock.calls[0]?.[0] as string;
}

afterEach(() => {
  vi.unstubAllGlobals();
  usePrincipalStore.getState().reset();
});

describe('signing out', () => {
  it('returns a session of the collaboration-suite tab to the tab sign-in', async () => {
    expect(await signOutOf(true)).toBe('/front/login?store=1');
  });

  it('returns a browser session to the browser sign-in', async () => {
    expect(await signOutOf(false)).toBe('/front/login');
  });
});
