import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '@kizuna/ui';
import { selectTalkUnread, selectThanksUnseen, useBadgeStore } from '../features/session';
import { openExternal } from '../navigation/openExternal';
import { MENU_ICONS } from './menuIcons';
import { groupMainMenu, menuGroupLabelKey } from './menuGroups';
import type { MenuGroup } from './menuGroups';
import { MAIN_MENU_PATHS, mainMenuLabelKey } from './menuTargets';

export interface MainMenuProps {
  /** Entries to show: `shownMainMenuEntries(context)`. The menu arranges them into its groups. */
  entries: readonly MainMenuEntry[];
  /** The tenant's feedback link; the FEEDBACK entry opens it through the navigation guard. */
  feedbackUrl?: string | null;
  /** Icons only; labels stay as the links' accessible names. @default false */
  collapsed?: boolean;
  /** Called when an entry is followed (the drawer closes). */
  onNavigate?: () => void;
}

interface EntryLinkProps {
  entry: MainMenuEntry;
  label: string;
  collapsed: boolean;
  feedbackUrl: string | null | undefined;
  onNavigate: (() => void) | undefined;
}

/** The entries with a count beside them: unread talk messages, thanks cards not yet seen. */
function useEntryCount(entry: MainMenuEntry): number {
  const talk = useBadgeStore(selectTalkUnread) ?? 0;
  const thanks = useBadgeStore(selectThanksUnseen) ?? 0;
  return entry === 'TALK' ? talk : entry === 'THANKS' ? thanks : 0;
}

/** The count beside an entry; `id` names the text that describes the entry. */
function EntryCountBadge({ entry, id }: { entry: 'TALK' | 'THANKS'; id: string }) {
  const { t } = useTranslation();
  const unread = useEntryCount(entry);
  const text =
    entry === 'TALK' ? t('talk.list.unread', { count: unread }) : t('thanks.unseen', { count: unread });
  return (
    <>
      <Badge className="kz-main-menu__badge" count={unread} aria-label={text} />
      {unread > 0 && (
        <span id={id} className="kz-VisuallyHidden">
          {text}
        </span>
      )}
    </>
  );
}

function EntryLink({ entry, label, collapsed, feedbackUrl, onNavigate }: EntryLinkProps) {
  const EntryIcon = MENU_ICONS[entry];
  const labelId = useId();
  const badgeId = useId();
  const count = useEntryCount(entry);
  const content = (
    <>
      <EntryIcon className="kz-main-menu__icon" size={18} aria-hidden="true" focusable="false" />
      <span id={labelId} className={collapsed ? 'kz-VisuallyHidden' : 'kz-main-menu__label'}>
        {label}
      </span>
      {(entry === 'TALK' || entry === 'THANKS') && <EntryCountBadge entry={entry} id={badgeId} />}
    </>
  );
  const title = collapsed ? label : undefined;
  if (entry === 'FEEDBACK') {
    return (
      <a
        href={feedbackUrl ?? '#'}
        className="kz-main-menu__link"
        target="_blank"
        rel="noopener noreferrer"
        title={title}
        aria-disabled={feedbackUrl ? undefined : true}
        onClick={(event) => {
          event.preventDefault();
          if (feedbackUrl) openExternal(feedbackUrl);
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <NavLink
      to={MAIN_MENU_PATHS[entry]}
      className="kz-main-menu__link"
      data-entry={entry}
      title={title}
      // The entry is named by its label alone; an unread count describes it.
      aria-labelledby={labelId}
      aria-describedby={count > 0 ? badgeId : undefined}
      onClick={onNavigate}
    >
      {content}
    </NavLink>
  );
}

function MenuGroupList({ group, ...rest }: { group: MenuGroup } & Omit<EntryLinkProps, 'entry' | 'label'>) {
  const { t } = useTranslation();
  const headingId = useId();
  // A group of one entry named like its heading ("Manage", "Settings") shows no visible heading.
  const headingHidden = rest.collapsed || group.entries.length === 1;
  return (
    <div className="kz-main-menu__group" role="group" aria-labelledby={headingId} data-group={group.id}>
      <span id={headingId} className={headingHidden ? 'kz-VisuallyHidden' : 'kz-main-menu__heading'}>
        {t(menuGroupLabelKey(group.id))}
      </span>
      <ul>
        {group.entries.map((entry) => (
          <li key={entry}>
            <EntryLink entry={entry} label={t(mainMenuLabelKey(entry))} {...rest} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The main navigation. Which entries appear is decided by the shared capability rules, not here. */
export function MainMenu({ entries, feedbackUrl, collapsed = false, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="kz-main-menu" aria-label={t('menu.main.label')} data-collapsed={collapsed || undefined}>
      {groupMainMenu(entries).map((group) => (
        <MenuGroupList
          key={group.id}
          group={group}
          collapsed={collapsed}
          feedbackUrl={feedbackUrl}
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
}
