import './directory.css';
import { Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { ClickToCall } from '../features/calls/ClickToCall';
import { formatPhoneNumber } from './formatPhoneNumber';
import { callsThroughPhoneSystem, phoneHref } from './phoneLink';
import type { PhoneLinkSettings } from './phoneLink';

export interface PhoneNumberProps {
  number: string;
  /** What the number is (extension, mobile, ...); part of the link's accessible name. */
  label: string;
  settings: PhoneLinkSettings;
  /** Whose number it is, for the call confirmation and the call bar. */
  name?: string | undefined;
}

/**
 * One phone number, written the Japanese way (`formatPhoneNumber`) and rendered as the tenant's
 * call control mode asks: a link that hands the digits to the phone (`tel:` or the tenant scheme),
 * a button that calls them from the user's own line (phone-system modes), or plain text. A number
 * that calls shows a phone icon and says what it does on hover.
 */
export function PhoneNumber({ number, label, settings, name }: PhoneNumberProps) {
  const { t } = useTranslation();
  if (callsThroughPhoneSystem(settings)) return <ClickToCall number={number} label={label} name={name} />;
  const shown = formatPhoneNumber(number);
  const href = phoneHref(number, settings);
  if (!href) return <span className="kz-phone">{shown}</span>;
  return (
    <a
      className="kz-phone"
      data-callable=""
      href={href}
      title={t('calls.callTooltip', { number: shown })}
      aria-label={t('internalContacts.phone.callLink', { label, number: shown })}
    >
      <Icon name="phone" size={14} />
      <span className="kz-phone__number">{shown}</span>
    </a>
  );
}
