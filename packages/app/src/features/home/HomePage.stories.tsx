import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createKizunaClient } from '@kizuna/api-client';
import { ClientProvider } from '../../api/ClientContext';
import { withAppFrame } from '../../testing/AppStoryFrame';
import type { DashboardCardEntry } from './dashboardCards';
import { FavouriteGroupsCard } from './FavouriteGroupsCard';
import {
  FIXTURE_CALLS,
  FIXTURE_NOTICES,
  FIXTURE_PEOPLE,
  FIXTURE_PHONE_SETTINGS,
  NO_PEOPLE,
  answered,
  failed,
  loading,
} from './homeFixtures';
import { HomePage } from './HomePage';
import { NoticesCard } from './NoticesCard';
import { RecentCallsCard } from './RecentCallsCard';
import { SearchCard } from './SearchCard';

type State = 'data' | 'loading' | 'failed' | 'empty';

/** A client for the talk buttons of the group card; a story sends nothing, so a press fails. */
const storyClient = createKizunaClient({
  baseURL: 'http://story.invalid',
  fetch: () => Promise.reject(new Error('a story has no server')),
});

/** The dashboard's cards drawn from sample data in one state, instead of loading from a server. */
function cardsIn(state: State): DashboardCardEntry[] {
  function query<T>(data: T, empty: T) {
    if (state === 'loading') return loading<T>();
    if (state === 'failed') return failed<T>(fn());
    return answered(state === 'empty' ? empty : data);
  }
  const notices = query(FIXTURE_NOTICES, []);
  return [
    { id: 'search', menu: 'INTERNAL_CONTACTS', Card: SearchCard },
    {
      id: 'groups',
      menu: 'GROUP_CONTACTS',
      Card: ({ phoneSettings }) => (
        <ClientProvider clients={{ client: storyClient, silentClient: storyClient }}>
          <FavouriteGroupsCard people={query(FIXTURE_PEOPLE, NO_PEOPLE)} phoneSettings={phoneSettings} />
        </ClientProvider>
      ),
    },
    {
      id: 'calls',
      menu: 'CALL_HISTORY',
      Card: ({ phoneSettings }) => (
        <RecentCallsCard calls={query(FIXTURE_CALLS, [])} phoneSettings={phoneSettings} />
      ),
    },
    {
      id: 'notices',
      menu: 'HOME',
      Card: () => (
        <NoticesCard
          notices={notices.data ?? []}
          isLoading={notices.isLoading}
          error={notices.error}
          onRetry={notices.reload}
          onMarkRead={fn()}
          onMarkAllRead={fn()}
        />
      ),
    },
  ];
}

const meta = {
  title: 'app/Pages/Home',
  component: HomePage,
  decorators: [withAppFrame],
  args: {
    entries: ['HOME', 'INTERNAL_CONTACTS', 'GROUP_CONTACTS', 'CALL_HISTORY'],
    phoneSettings: FIXTURE_PHONE_SETTINGS,
    cards: cardsIn('data'),
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const DashboardJapanese: Story = { globals: { locale: 'ja' } };
/** A tenant without call history or groups: only the cards of its menu. */
export const FewerAreas: Story = { args: { entries: ['HOME', 'INTERNAL_CONTACTS'] } };
export const Empty: Story = { args: { cards: cardsIn('empty') } };
export const Loading: Story = { args: { cards: cardsIn('loading') } };
export const LoadFailed: Story = { args: { cards: cardsIn('failed') } };
