import { createKizunaClient } from '@kizuna/api-client';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryHarness, unreachable } from '../../testing/QueryHarness';
import { ClientProvider } from '../../api/ClientContext';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signInForTests } from '../../testing/signInForTests';
import { FavouriteGroupsCard } from './FavouriteGroupsCard';
import { FIXTURE_PEOPLE, FIXTURE_PHONE_SETTINGS, NO_PEOPLE, answered, loading } from './homeFixtures';
import type { FavouritePeople } from './useFavouritePeople';

function region(name = 'Favourite groups') {
  return within(screen.getByRole('region', { name }));
}

const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

/** The card with an API client, as the app has one (its Talk buttons call the API). */
function render(ui: ReactElement, options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>{ui}</ClientProvider>,
    options,
  );
}

/** The row of the person named. */
function person(fullname: string) {
  return region().getByRole('link', { name: fullname }).closest<HTMLElement>('.kz-dashboard-person')!;
}

describe('FavouriteGroupsCard', () => {
  it('says it is loading', () => {
    renderWithProviders(<FavouriteGroupsCard people={loading()} phoneSettings={FIXTURE_PHONE_SETTINGS} />);
    expect(region().getByRole('status')).toHaveTextContent('Loading your groups…');
  });

  it('shows an error with Retry inside the card, and Retry brings the people', async () => {
    const user = userEvent.setup();
    render(
      <QueryHarness<FavouritePeople> answers={[unreachable, () => Promise.resolve(FIXTURE_PEOPLE)]}>
        {(people) => <FavouriteGroupsCard people={people} phoneSettings={FIXTURE_PHONE_SETTINGS} />}
      </QueryHarness>,
    );
    expect(await region().findByRole('alert')).toHaveTextContent('Your groups could not be loaded.');
    await user.click(region().getByRole('button', { name: 'Retry' }));
    expect(await region().findByRole('link', { name: '山田 太郎' })).toBeInTheDocument();
    expect(region().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what to do when no group has colleagues, in Japanese too', () => {
    renderWithProviders(
      <FavouriteGroupsCard people={answered(NO_PEOPLE)} phoneSettings={FIXTURE_PHONE_SETTINGS} />,
      {
        language: 'ja',
      },
    );
    expect(screen.getByRole('region', { name: 'お気に入りグループ' })).toHaveTextContent(
      'グループにはまだ社員がいません。',
    );
  });

  it('lists the group’s people with presence in words and a number to call, and links to the groups', () => {
    render(<FavouriteGroupsCard people={answered(FIXTURE_PEOPLE)} phoneSettings={FIXTURE_PHONE_SETTINGS} />);
    expect(region().getByRole('heading', { name: '営業チーム' })).toBeInTheDocument();
    const yamada = person('山田 太郎');
    expect(yamada).toHaveTextContent('Available');
    expect(within(yamada).getByRole('link', { name: 'Call Extension 1010' })).toHaveAttribute(
      'href',
      'tel:1010',
    );
    expect(person('佐藤 花子')).toHaveTextContent('In a call');
    expect(within(person('Emily Clark')).getByRole('link', { name: /090-1234-5678/ })).toHaveAttribute(
      'href',
      'tel:09012345678',
    );
    expect(region().getByRole('link', { name: 'Show all of 営業チーム (4 members)' })).toHaveAttribute(
      'href',
      '/groupContacts#groupId=1',
    );
    // Groups with nobody in them are not offered.
    const others = within(region().getByRole('navigation', { name: 'Other groups' }));
    expect(others.getAllByRole('link').map((link) => link.textContent)).toEqual(['プロジェクトA (5)']);
    expect(region().getByRole('link', { name: 'All groups' })).toHaveAttribute('href', '/groupContacts');
  });

  it.each([
    ['everyone who can talk', FIXTURE_PEOPLE, ['Talk with 佐藤 花子', 'Talk with Emily Clark']],
    [
      'nobody who cannot (talkAvailable false)',
      {
        ...FIXTURE_PEOPLE,
        people: FIXTURE_PEOPLE.people.map((member) =>
          member.fullname === 'Emily Clark' ? { ...member, talkAvailable: false } : member,
        ),
      },
      ['Talk with 佐藤 花子'],
    ],
  ])('offers a talk to %s, never to oneself', (_, people, expected) => {
    signInForTests({ userId: 101 });
    const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
    renderWithProviders(
      <ClientProvider clients={{ client, silentClient: client }}>
        <FavouriteGroupsCard people={answered(people)} phoneSettings={FIXTURE_PHONE_SETTINGS} />
      </ClientProvider>,
    );
    const talkButtons = region()
      .queryAllByRole('button', { name: /^Talk with / })
      .map((button) => button.getAttribute('aria-label'));
    expect(talkButtons).toEqual(expected);
  });
});
