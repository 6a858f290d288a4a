import './callHistory.css';
import { PlainButton, Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { phoneHref } from '../../shared/phoneLink';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

export interface CallBackActionProps {
  /** The other party's number. */
  number: string;
  phoneSettings: PhoneLinkSettings;
  /** Another action runs: the button waits. @default false */
  isDisabled?: boolean;
  /** Places the call through the phone system; absent where numbers are links or view-only. */
  onCallBack?: (number: string) => void;
}

/**
 * "Call back" as the tenant's call control mode allows: a link where numbers are links, a button
 * through the phone system where calls go through it, nothing in VIEW_ONLY.
 */
export function CallBackAction({
  number,
  phoneSettings,
  isDisabled = false,
  onCallBack,
}: CallBackActionProps) {
  const { t } = useTranslation();
  const href = phoneHref(number, phoneSettings);
  const label = t('callHistory.callBack.label', { number });
  if (href) {
    return (
      <a className="kz-call-history__action" href={href} aria-label={label}>
        <Icon name="phone" size={14} />
        {t('callHistory.callBack.action')}
      </a>
    );
  }
  if (!onCallBack) return null;
  return (
    <PlainButton
      size="small"
      variant="quiet"
      aria-label={label}
      isDisabled={isDisabled}
      onPress={() => onCallBack(number)}
    >
      <Icon name="phone" size={14} />
      {t('callHistory.callBack.action')}
    </PlainButton>
  );
}
