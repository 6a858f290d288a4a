import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The meeting service's link prefix (000 §2.4): a new Microsoft Teams meeting, the person's address
 * as the attendee. The office suite link (OFFICE_LINK) is Microsoft 365's.
 */
export const MEETING_LINK_PREFIX = 'https://teams.microsoft.com/l/meeting/new?attendees=';

/** The link that schedules a web meeting with the address. */
export function meetingHref(email: string): string {
  return `${MEETING_LINK_PREFIX}${encodeURIComponent(email)}`;
}

export interface StartMeetingLinkProps {
  /** The person's address the meeting invites. */
  email: string;
  /** Whom the meeting is with, for the link's accessible name. */
  name: string;
}

/** "Start meeting" on a person's page: a new web meeting with them, in the meeting service's tab. */
export function StartMeetingLink({ email, name }: StartMeetingLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      className="kz-Button kz-contact-detail__meeting"
      data-variant="secondary"
      data-size="medium"
      href={meetingHref(email)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('internalContacts.detail.startMeetingLabel', { name })}
    >
      <Video size={16} aria-hidden="true" />
      {t('internalContacts.detail.startMeeting')}
    </a>
  );
}
