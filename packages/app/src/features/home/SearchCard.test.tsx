import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { SearchCard } from './SearchCard';

function Directory() {
  const location = useLocation();
  return <p>{`directory ${location.pathname}${location.search}`}</p>;
}

function renderCard() {
  renderWithProviders(
    <Routes>
      <Route path="/home" element={<SearchCard />} />
      <Route path="/internalContacts" element={<Directory />} />
    </Routes>,
    { path: '/home' },
  );
}

describe('SearchCard', () => {
  it('opens the internal directory searching for the word on Enter', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByRole('searchbox', { name: 'Name or keyword' }), ' 山田 {Enter}');
    expect(
      await screen.findByText(
        'directory /internalContacts?apiType=searchByFreeWord&freeWord=%E5%B1%B1%E7%94%B0',
      ),
    ).toBeInTheDocument();
  });

  it('opens the directory itself when Enter is pressed with nothing typed', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByRole('searchbox', { name: 'Name or keyword' }), '{Enter}');
    expect(await screen.findByText('directory /internalContacts')).toBeInTheDocument();
  });
});
