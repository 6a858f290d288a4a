import { useTranslation } from 'react-i18next';
import { phoneHref } from './phoneLink';
import type { PhoneLinkSettings } from './phoneLink';

export interface PhoneNumberProps {
  number: string;
  /** What the number is (extension, mobile, ...); part of the link's accessible name. */
  label: string;
  settings: PhoneLinkSettings;
}

/**
 * One phone number, rendered as the tenant's call control mode asks: a link that hands the number
 * to the phone (`tel:` or the tenant scheme), or plain text.
 */
export function PhoneNumber({ number, label, settings }: PhoneNumberProps) {
  const { t } = useTranslation();
  const href = phoneHref(number, settings);
  if (!href) return <span className="kz-phone">{number}</span>;
  return (
    <a className="kz-phone" href={href} aria-label={t('internalContacts.phone.callLink', { label, number })}>
      {number}
    </a>
  );
}
