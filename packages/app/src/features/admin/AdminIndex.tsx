import type { AdminEntry } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { adminEntryDescriptionKey, adminGroupLabelKey, groupAdminEntries } from '../../menu/adminGroups';
import { ADMIN_ENTRY_PATHS, adminEntryLabelKey } from '../../menu/menuTargets';
import { LinkCardSections } from '../../shared/LinkCardSections';

export interface AdminIndexProps {
  /** The admin entries to offer: those the person may open whose pages are built. */
  entries: readonly AdminEntry[];
}

/** The Manage page's body: the entries as grouped cards, or a plain word that there is none. */
export function AdminIndex({ entries }: AdminIndexProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p>{t('admin.empty')}</p>;
  const sections = groupAdminEntries(entries).map((group) => ({
    id: group.id,
    title: t(adminGroupLabelKey(group.id)),
    cards: group.entries.map((entry) => ({
      to: ADMIN_ENTRY_PATHS[entry],
      title: t(adminEntryLabelKey(entry)),
      description: t(adminEntryDescriptionKey(entry)),
    })),
  }));
  return <LinkCardSections label={t('menu.admin.label')} sections={sections} />;
}
