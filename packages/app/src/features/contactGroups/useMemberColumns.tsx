import type { GroupExternalContactList, GroupInternalContactList } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../shared/ColumnTable';
import { ContactPhones } from '../../shared/ContactPhones';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { EmailLink, PersonName } from '../../shared/PersonName';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { PresenceIndicator } from '../presence';

type InternalMember = GroupInternalContactList['items'][number];
type ExternalMember = GroupExternalContactList['items'][number];

/** Where a colleague of a group opens: their page in the internal directory. */
export const internalMemberPath = (item: InternalMember) =>
  `/internalContacts/detail/${item.linkageContactId}`;

/** Where an external contact of a group opens: their page in their folder. */
export const externalMemberPath = (item: ExternalMember) =>
  `/externalContacts/${item.folderType === 'COMMON' ? 'common' : 'personal'}/detail/${item.linkageContactId}`;

/** The columns of a group's members: colleagues with presence, external contacts with company. */
export function useMemberColumns(phoneSettings: PhoneLinkSettings) {
  const { t } = useTranslation();
  const phone = {
    id: 'phone',
    title: t('contactGroups.columns.phone'),
    tall: true,
    cell: (item: InternalMember | ExternalMember) => (
      <ContactPhones phones={item} settings={phoneSettings} name={item.fullname} />
    ),
  };
  const email = {
    id: 'email',
    title: t('contactGroups.columns.email'),
    secondary: true,
    cell: (item: InternalMember | ExternalMember) => item.email1 && <EmailLink email={item.email1} />,
  };
  const internal: TableColumn<InternalMember>[] = [
    {
      id: 'fullname',
      isRowHeader: true,
      title: t('contactGroups.columns.fullname'),
      cell: (item) => (
        <PersonName
          name={item.fullname}
          reading={item.position}
          to={internalMemberPath(item)}
          face={<FaceThumbnail userId={item.linkageContactId} alt="" />}
        />
      ),
    },
    {
      id: 'presence',
      title: t('contactGroups.columns.presence'),
      cell: (item) => <PresenceIndicator status={item.presence.status} />,
    },
    {
      id: 'division',
      title: t('contactGroups.columns.division'),
      cell: (item) => item.divisions.map((division) => division.divisionName).join(' / '),
    },
    phone,
    email,
  ];
  const external: TableColumn<ExternalMember>[] = [
    {
      id: 'fullname',
      isRowHeader: true,
      title: t('contactGroups.columns.fullname'),
      cell: (item) => (
        <PersonName name={item.fullname} reading={item.position} to={externalMemberPath(item)} />
      ),
    },
    {
      id: 'company',
      title: t('contactGroups.columns.company'),
      cell: (item) => [item.companyName, item.divisionName].filter(Boolean).join(' '),
    },
    phone,
    email,
  ];
  return { internal, external };
}
