import './home.css';
import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_CARDS } from './dashboardCards';
import type { DashboardCardEntry, DashboardContext } from './dashboardCards';
import { Page } from '../../shared/Page';

export interface HomePageProps extends DashboardContext {
  /** The main-menu entries the person has: a card shows only when its area is among them. */
  entries: readonly MainMenuEntry[];
  /** The cards to choose from. @default DASHBOARD_CARDS */
  cards?: readonly DashboardCardEntry[];
}

/**
 * `/front/home`: a dashboard of cards, one per area the person's menu has (search, favourite
 * groups, recent calls, notices); each loads, fails and retries on its own.
 */
export function HomePage({ entries, cards = DASHBOARD_CARDS, ...context }: HomePageProps) {
  const { t } = useTranslation();
  const shown = new Set(entries);
  return (
    <Page className="kz-home" title={t('home.title')}>
      <div className="kz-dashboard">
        {cards
          .filter((card) => shown.has(card.menu))
          .map(({ id, Card }) => (
            <Card key={id} {...context} />
          ))}
      </div>
    </Page>
  );
}
