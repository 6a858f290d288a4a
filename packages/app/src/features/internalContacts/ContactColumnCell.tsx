import type { DynamicColumnType, InternalContactItem } from '@kizuna/api-client/contract';
import { isValidUrl } from '@kizuna/api-client/validation';
import { useTranslation } from 'react-i18next';
import { PresenceIndicator } from '../presence';
import { AnpiAnswer } from './AnpiAnswer';
import { ChatLinks } from './ChatLinks';
import { ContactPhones } from '../../shared/ContactPhones';
import { Highlight } from '../../shared/Highlight';
import { EmailLink } from '../../shared/PersonName';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

/**
 * Every dynamic column type of the view columns (001 §3) with the header key of its column.
 * Presence kinds share one column.
 */
export const COLUMN_HEADERS: Readonly<Record<DynamicColumnType, string>> = {
  PHONE: 'phone',
  EMAIL: 'email',
  PRESENCE: 'presence',
  PHONE_PRESENCE: 'presence',
  CUSTOM_PRESENCE: 'presence',
  WEB_EX: 'webEx',
  LOCATION: 'location',
  CHAT: 'chat',
  DESTINATION: 'destination',
  COMMENT: 'comment',
  SKILL: 'skill',
  CIRQLE: 'cirqle',
  ANPI: 'anpi',
  INTELLIGENCE_NAVI: 'intelligenceNavi',
};

/** Where a latitude/longitude opens: a public map, as the spec names no map service. */
function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

function ExternalLink({ href, label, children }: { href: string; label: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

export interface ContactColumnCellProps {
  type: DynamicColumnType;
  item: InternalContactItem;
  phoneSettings: PhoneLinkSettings;
  /** The tenant's chatLinkEnabled. @default true */
  chatLinksEnabled?: boolean;
}

/**
 * One view column of one person, drawn from what the list answer carries for that column. Where
 * the spec names fields but not their display: chat accounts link to a chat in their client;
 * Webex is a link to the meeting room, Zoom and Microsoft 365 accounts are text; the location is
 * the phone's last position as a map link plus the beacon tag, never the devices' MAC addresses
 * (identifiers of no use to a colleague); ANPI shows the safety answer as given, its comment and
 * time, or "No answer"; CIRQLE and Intelligence Navi are links to the person there.
 */
export function ContactColumnCell({
  type,
  item,
  phoneSettings,
  chatLinksEnabled = true,
}: ContactColumnCellProps) {
  const { t } = useTranslation();
  const columns = item.dynamicColumns;
  const name = item.fullname;
  switch (type) {
    case 'PHONE':
      return columns.PHONE ? (
        <ContactPhones phones={columns.PHONE} settings={phoneSettings} name={name} />
      ) : null;
    case 'EMAIL':
      return columns.EMAIL?.email1 ? <EmailLink email={columns.EMAIL.email1} /> : null;
    case 'PRESENCE':
    case 'PHONE_PRESENCE':
    case 'CUSTOM_PRESENCE': {
      const presence = columns.PRESENCE ?? columns.PHONE_PRESENCE ?? columns.CUSTOM_PRESENCE;
      return presence ? <PresenceIndicator status={presence.status} /> : null;
    }
    case 'WEB_EX': {
      const webEx = columns.WEB_EX;
      if (!webEx) return null;
      return (
        <span className="kz-contact-table__stack">
          {webEx.webExUrl && isValidUrl(webEx.webExUrl) && (
            <ExternalLink href={webEx.webExUrl} label={t('internalContacts.columns.webExLabel', { name })}>
              {t('internalContacts.columns.webEx')}
            </ExternalLink>
          )}
          {webEx.zoomAccount && (
            <span>{t('internalContacts.columns.zoom', { account: webEx.zoomAccount })}</span>
          )}
          {webEx.o365Account && (
            <span>{t('internalContacts.columns.o365', { account: webEx.o365Account })}</span>
          )}
        </span>
      );
    }
    case 'LOCATION': {
      const location = columns.LOCATION;
      if (!location) return null;
      const { mobileLatitude: latitude, mobileLongitude: longitude } = location;
      const beacon = location.exBeaconTagId ?? location.bleId;
      return (
        <span className="kz-contact-table__stack">
          {latitude !== null && longitude !== null && (
            <ExternalLink
              href={mapUrl(latitude, longitude)}
              label={t('internalContacts.columns.mapLabel', { name })}
            >
              {`${latitude.toFixed(5)}, ${longitude.toFixed(5)}`}
            </ExternalLink>
          )}
          {beacon && <span>{t('internalContacts.columns.beacon', { id: beacon })}</span>}
        </span>
      );
    }
    case 'CHAT':
      return columns.CHAT ? (
        <ChatLinks chats={columns.CHAT.chats} name={name} linked={chatLinksEnabled} />
      ) : null;
    case 'DESTINATION':
      return columns.DESTINATION?.userDestName ?? null;
    case 'COMMENT':
      return columns.COMMENT?.comment ? <Highlight text={columns.COMMENT.comment} /> : null;
    case 'SKILL':
      return columns.SKILL?.skill ? <Highlight text={columns.SKILL.skill} /> : null;
    case 'ANPI':
      return columns.ANPI ? <AnpiAnswer anpi={columns.ANPI} /> : null;
    case 'CIRQLE':
    case 'INTELLIGENCE_NAVI': {
      const url = columns[type]?.url;
      if (!url || !isValidUrl(url)) return null;
      const service = t(`internalContacts.list.columns.${COLUMN_HEADERS[type]}`);
      return (
        <ExternalLink href={url} label={t('internalContacts.columns.openIn', { name, service })}>
          {t('internalContacts.columns.open')}
        </ExternalLink>
      );
    }
    default:
      return type satisfies never;
  }
}
