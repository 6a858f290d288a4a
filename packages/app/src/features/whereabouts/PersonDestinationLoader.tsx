import { useTranslation } from 'react-i18next';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { PersonDestination } from './PersonDestination';

/** A person's destination on their page, labelled; nothing until it is known. */
export function PersonDestinationLoader({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useSilentClient();
  const loaded = useQuery(
    (signal) => client.userDest.statuses({ body: { userIds: [userId] } }, { signal }),
    `destination:${userId}`,
  );
  if (!loaded.data) return null;
  return (
    <p className="kz-person-destination">
      <span className="kz-person-destination__label">{t('whereabouts.person.label')}</span>
      <PersonDestination userId={userId} destination={loaded.data.items[0]?.destination ?? null} showNotSet />
    </p>
  );
}
