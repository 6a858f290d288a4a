import type { PresenceStatus } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { PresenceIndicator } from './PresenceIndicator';

export interface PresenceSourcesProps {
  /** The status the person set in Kizuna (the internal presence store). */
  internalStatus: PresenceStatus;
  /** The Microsoft 365 status of the detail answer; shown only when a link is configured. */
  m365Status: PresenceStatus;
  /** Whether the server has a Microsoft 365 link; null while unknown (nothing is said about it). */
  m365Configured: boolean | null;
}

/**
 * Where a person's presence comes from: the status set in Kizuna, and the Microsoft 365
 * (calendar/Teams) status when the server has a Microsoft 365 link. Without one (or while that is
 * unknown) the internal status stands alone: whether to connect Microsoft 365 is a matter for
 * settings, not something to repeat on every person.
 */
export function PresenceSources({ internalStatus, m365Status, m365Configured }: PresenceSourcesProps) {
  const { t } = useTranslation();
  const configured = m365Configured;
  return (
    <dl className="kz-definitions kz-presence-sources">
      <div>
        <dt>{t('internalContacts.presenceSources.internal')}</dt>
        <dd>
          <PresenceIndicator status={internalStatus} />
        </dd>
      </div>
      {configured && (
        <div>
          <dt>{t('internalContacts.presenceSources.m365')}</dt>
          <dd>
            <PresenceIndicator status={m365Status} />
          </dd>
        </div>
      )}
    </dl>
  );
}
