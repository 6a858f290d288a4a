import { createDialogService, DialogServiceProvider } from '@kizuna/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { usePrincipalStore } from '../session';
import { useProfileEditStore } from './profileEditStore';
import { ProfileLeaveGuard } from './ProfileLeaveGuard';

function renderGuard() {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <>
            <ProfileLeaveGuard />
            <h1>My profile</h1>
            <Link to="/home">Home</Link>
          </>
        ),
      },
      { path: '/home', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <DialogServiceProvider service={createDialogService()}>
        <RouterProvider router={router} />
      </DialogServiceProvider>
    </I18nextProvider>,
  );
  return router;
}

const editing = () => act(() => useProfileEditStore.getState().setEditing('oneWord', true));

describe('leaving my profile', () => {
  it('goes at once when nothing is being edited', async () => {
    renderGuard();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('asks while a section is edited: no stays and keeps the edit', async () => {
    const router = renderGuard();
    editing();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('A section of your profile is being edited.');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(useProfileEditStore.getState().editing).toEqual({ oneWord: true });
  });

  it('asks while a section is edited: yes leaves and discards the edit state', async () => {
    const router = renderGuard();
    editing();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(useProfileEditStore.getState().editing).toEqual({});
  });

  it('does not ask while the session-timeout dialog shows', async () => {
    renderGuard();
    editing();
    act(() => usePrincipalStore.setState({ expired: { addressRejected: false } }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
