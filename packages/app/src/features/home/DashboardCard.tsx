import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DashboardCardProps {
  /** Names the card's heading, `kz-dashboard-{id}`, which names the card's region. */
  id: string;
  title: string;
  /** The page that shows the whole area, linked from the card's header. */
  more?: { to: string; label: string };
  /** Takes the dashboard's whole width, above or below the columns. @default false */
  fullWidth?: boolean;
  children: ReactNode;
}

/** One card of the home dashboard: a region with a heading, a link to the area's page, and its content. */
export function DashboardCard({ id, title, more, fullWidth = false, children }: DashboardCardProps) {
  const headingId = `kz-dashboard-${id}`;
  return (
    <section
      className="kz-dashboard-card"
      aria-labelledby={headingId}
      data-full-width={fullWidth || undefined}
    >
      <header className="kz-dashboard-card__header">
        <h2 id={headingId} className="kz-dashboard-card__title">
          {title}
        </h2>
        {more && (
          <Link className="kz-dashboard-card__more" to={more.to}>
            {more.label}
          </Link>
        )}
      </header>
      <div className="kz-dashboard-card__body">{children}</div>
    </section>
  );
}
