import './adminPageTabs.css';
import { NavLink } from 'react-router';

export interface AdminPageTab {
  /** Path under `/front`. */
  path: string;
  label: string;
  /** Open only on this very path, not on the paths under it (a tab whose siblings lie below it). */
  end?: boolean;
}

/**
 * The pages of one administration area (thanks, safety confirmation …) as a row of links over
 * the page; the open one is the current page.
 */
export function AdminPageTabs({ label, pages }: { label: string; pages: readonly AdminPageTab[] }) {
  return (
    <nav aria-label={label} className="kz-admin-page-tabs">
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} end={page.end}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
