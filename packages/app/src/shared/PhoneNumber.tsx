import { useTranslation } from 'react-i18next';
import { ClickToCall } from '../features/calls/ClickToCall';
import { phoneHref } from './phoneLink';
import type { PhoneLinkSettings } from './phoneLink';

export interface PhoneNumberProps {
  number: string;
  /** What the number is (extension, mobile, ...); part of the link's accessible name. */
  label: string;
  settings: PhoneLinkSettings;
}

/** Modes whose calls go through the phone system: a number is a button that places the call. */
const PHONE_SYSTEM_MODES: ReadonlySet<string> = new Set(['CUCM', 'HIENG', 'AVAYA', 'PBX_API']);

/**
 * One phone number, rendered as the tenant's call control mode asks: a link that hands the number
 * to the phone (`tel:` or the tenant scheme), a button that calls it from the user's own line
 * (phone-system modes), or plain text.
 */
export function PhoneNumber({ number, label, settings }: PhoneNumberProps) {
  const { t } = useTranslation();
  if (PHONE_SYSTEM_MODES.has(settings.mode)) return <ClickToCall number={number} label={label} />;
  const href = phoneHref(number, settings);
  if (!href) return <span className="kz-phone">{number}</span>;
  return (
    <a className="kz-phone" href={href} aria-label={t('internalContacts.phone.callLink', { label, number })}>
      {number}
    </a>
  );
}
