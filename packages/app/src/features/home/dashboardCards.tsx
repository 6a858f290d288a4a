import type { MainMenuEntry } from '@kizuna/api-client/contract';
import type { ComponentType } from 'react';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { useNotices, useOpenAnpiChecks } from '../notices';
import { FavouriteGroupsCard } from './FavouriteGroupsCard';
import { NoticesCard } from './NoticesCard';
import { RecentCallsCard } from './RecentCallsCard';
import { SearchCard } from './SearchCard';
import { useFavouritePeople } from './useFavouritePeople';
import { useRecentCalls } from './useRecentCalls';

/** What every card of the dashboard may need from the page around it. */
export interface DashboardContext {
  phoneSettings: PhoneLinkSettings;
  /** Places a call through the phone system; absent where numbers are links or view-only. */
  onCallBack?: (number: string) => void;
}

/** One card of the dashboard: shown only to people whose menu has its area. */
export interface DashboardCardEntry {
  id: string;
  /** The main-menu entry of the card's area. */
  menu: MainMenuEntry;
  Card: ComponentType<DashboardContext>;
}

function LoadedNoticesCard() {
  const { reload, markRead, markAllRead, ...notices } = useNotices();
  const anpi = useOpenAnpiChecks();
  return (
    <NoticesCard
      {...notices}
      anpiChecks={anpi.checks}
      onRetry={reload}
      onMarkRead={(id) => void markRead([id])}
      onMarkAllRead={() => void markAllRead()}
    />
  );
}

function LoadedFavouriteGroupsCard({ phoneSettings }: DashboardContext) {
  return <FavouriteGroupsCard people={useFavouritePeople()} phoneSettings={phoneSettings} />;
}

function LoadedRecentCallsCard({ phoneSettings, onCallBack }: DashboardContext) {
  return <RecentCallsCard calls={useRecentCalls()} phoneSettings={phoneSettings} onCallBack={onCallBack} />;
}

/**
 * The cards of the home dashboard in their order; each loads on its own. An area the product
 * gains (talk, thanks) adds its card here with the menu entry that gates it.
 */
export const DASHBOARD_CARDS: readonly DashboardCardEntry[] = [
  { id: 'search', menu: 'INTERNAL_CONTACTS', Card: SearchCard },
  { id: 'groups', menu: 'GROUP_CONTACTS', Card: LoadedFavouriteGroupsCard },
  { id: 'calls', menu: 'CALL_HISTORY', Card: LoadedRecentCallsCard },
  { id: 'notices', menu: 'HOME', Card: LoadedNoticesCard },
];
