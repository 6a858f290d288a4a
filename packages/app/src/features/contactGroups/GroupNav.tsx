import type { ContactGroup, ContactGroupList } from '@kizuna/api-client/contract';
import { ErrorState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Query } from '../../shared/useQuery';
import { formatGroupHash } from './groupHash';

/** The user's groups as links with their member counts, and the way to the group settings. */
export function GroupNav({
  groups,
  current,
}: {
  groups: Query<ContactGroupList>;
  current: ContactGroup | null;
}) {
  const { t } = useTranslation();
  return (
    <nav className="kz-groups-nav" aria-label={t('contactGroups.groupsLabel')}>
      {groups.error ? (
        <ErrorState title={t('contactGroups.loadFailed')} onRetry={groups.reload} />
      ) : (
        <ul className="kz-groups-nav__list">
          {(groups.data?.items ?? []).map((item) => (
            <li key={item.groupId}>
              <Link
                className="kz-groups-nav__link"
                aria-current={item.groupId === current?.groupId ? 'page' : undefined}
                to={{ hash: formatGroupHash(item.groupId) }}
              >
                <span>{item.groupName}</span>
                <span className="kz-groups-nav__count">
                  {t('contactGroups.memberCount', { count: item.internalCount + item.externalCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="kz-groups-nav__manage" to="/settings/group">
        {t('contactGroups.manage')}
      </Link>
    </nav>
  );
}
