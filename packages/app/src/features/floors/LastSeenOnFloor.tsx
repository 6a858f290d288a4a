import './floors.css';
import { hasCapability } from '@kizuna/api-client/rules';
import { Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useQuery } from '../../shared/useQuery';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../session';
import { floorMapPath } from './floorMapPath';

/** "Last seen on 3F at 10:42", linking to the map centred on the person; failures say nothing (001 §8). */
function LastSeen({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const lastSeen = useQuery(
    (signal) => client.places.lastSeen({ params: { userId } }, { signal }),
    `lastSeen:${userId}`,
  );
  const location = lastSeen.data?.location;
  if (!location) return null;
  const time = formatDisplayDate(location.seenAt, 'time');
  const place = location.areaName ? `${location.floorName}（${location.areaName}）` : location.floorName;
  return (
    <p className="kz-floor-last-seen">
      <Icon name="mapPin" />
      <span>{t('floorMap.lastSeen.text', { floor: place, time })}</span>
      <Link to={floorMapPath(location.floorId, userId)}>{t('floorMap.lastSeen.showOnMap')}</Link>
    </p>
  );
}

/** On a person's directory page, for people who may open floor maps. */
export function LastSeenOnFloor({ userId }: { userId: number }) {
  const principal = usePrincipalStore(selectPrincipal);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  if (!hasCapability(context, { kind: 'rule', rule: 'place' })) return null;
  return <LastSeen userId={userId} />;
}
