import { EmptyState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactPhones } from '../../shared/ContactPhones';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { formatGroupHash } from '../contactGroups';
import { PresenceIndicator } from '../presence';
import { StartTalkButton } from '../talk';
import { CardQueryContent } from './CardQueryContent';
import type { CardQuery } from './CardQueryContent';
import { DashboardCard } from './DashboardCard';
import type { FavouritePeople } from './useFavouritePeople';

export interface FavouriteGroupsCardProps {
  people: CardQuery<FavouritePeople>;
  phoneSettings: PhoneLinkSettings;
}

function groupHref(groupId: number): string {
  return `/groupContacts${formatGroupHash(groupId)}`;
}

function FavouritePeopleList({
  data,
  phoneSettings,
}: {
  data: FavouritePeople;
  phoneSettings: PhoneLinkSettings;
}) {
  const { t } = useTranslation();
  const group = data.group!;
  const others = data.groups.filter(
    (item) => item.groupId !== group.groupId && item.internalCount + item.externalCount > 0,
  );
  return (
    <>
      <h3 className="kz-dashboard-card__subtitle">{group.groupName}</h3>
      <ul className="kz-dashboard-people">
        {data.people.map((person) => (
          <li key={person.contactId} className="kz-dashboard-person">
            <FaceThumbnail userId={person.linkageContactId} alt="" />
            <span className="kz-dashboard-person__name">
              <Link to={`/internalContacts/detail/${person.linkageContactId}`}>{person.fullname}</Link>
              {person.position && <span className="kz-dashboard-person__sub">{person.position}</span>}
            </span>
            <PresenceIndicator status={person.presence.status} />
            <span className="kz-dashboard-person__talk">
              <StartTalkButton
                contactId={person.linkageContactId}
                available={person.talkAvailable}
                name={person.fullname}
                variant="quiet"
                iconOnly
              />
            </span>
            <span className="kz-dashboard-person__phone">
              <ContactPhones phones={person} settings={phoneSettings} limit={1} />
            </span>
          </li>
        ))}
      </ul>
      <p className="kz-dashboard-card__footer">
        <Link to={groupHref(group.groupId)}>
          {t('home.groups.showGroup', {
            count: group.internalCount + group.externalCount,
            groupName: group.groupName,
          })}
        </Link>
      </p>
      {others.length > 0 && (
        <nav className="kz-dashboard-groups" aria-label={t('home.groups.others')}>
          <span className="kz-dashboard-groups__label">{t('home.groups.others')}</span>
          {others.map((item) => (
            <Link key={item.groupId} to={groupHref(item.groupId)} className="kz-dashboard-groups__link">
              {t('home.groups.groupWithCount', {
                groupName: item.groupName,
                count: item.internalCount + item.externalCount,
              })}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
}

/**
 * The people of the first favourite group with colleagues in it: face, name, presence (icon and
 * word), a Talk button (for people with talk) and the number to call; the other groups as links to the groups page.
 */
export function FavouriteGroupsCard({ people, phoneSettings }: FavouriteGroupsCardProps) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      id="groups"
      title={t('home.groups.title')}
      more={{ to: '/groupContacts', label: t('home.groups.all') }}
    >
      <CardQueryContent
        query={people}
        loading={t('home.groups.loading')}
        failed={t('home.groups.failed')}
        isEmpty={(data) => data.group === null}
        empty={
          <EmptyState icon="user" title={t('home.groups.empty')} description={t('contactGroups.emptyHint')} />
        }
      >
        {(data) => <FavouritePeopleList data={data} phoneSettings={phoneSettings} />}
      </CardQueryContent>
    </DashboardCard>
  );
}
