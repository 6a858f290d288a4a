import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { openExternal } from '../navigation/openExternal';
import { MAIN_MENU_PATHS, mainMenuLabelKey } from './menuTargets';

export interface MainMenuProps {
  /** Entries to show, in order: `mainMenuEntries(context)`. */
  entries: readonly MainMenuEntry[];
  /** The tenant's feedback link; the FEEDBACK entry opens it through the navigation guard. */
  feedbackUrl?: string | null;
}

/** The main navigation. Which entries appear is decided by the shared capability rules, not here. */
export function MainMenu({ entries, feedbackUrl }: MainMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="kz-main-menu" aria-label={t('menu.main.label')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry}>
            {entry === 'FEEDBACK' ? (
              <a
                href={feedbackUrl ?? '#'}
                className="kz-main-menu__link"
                target="_blank"
                rel="noopener noreferrer"
                aria-disabled={feedbackUrl ? undefined : true}
                onClick={(event) => {
                  event.preventDefault();
                  if (feedbackUrl) openExternal(feedbackUrl);
                }}
              >
                {t(mainMenuLabelKey(entry))}
              </a>
            ) : (
              <NavLink to={MAIN_MENU_PATHS[entry]} className="kz-main-menu__link" data-entry={entry}>
                {t(mainMenuLabelKey(entry))}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
