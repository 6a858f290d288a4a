import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { CallBackAction } from './CallBackAction';
import type { CallHistoryRow } from './callHistoryTypes';

export interface CallRowActionsProps {
  row: CallHistoryRow;
  phoneSettings: PhoneLinkSettings;
  isDisabled: boolean;
  /** Absent where numbers are links or view-only. */
  onCallBack?: (number: string) => void;
  /** Absent where the user has no call rejection. */
  onBlock?: (number: string) => void;
  saveContactHref: (row: CallHistoryRow) => string;
}

/** What can be done with one call: call back, block the number, save an unknown caller. */
export function CallRowActions({
  row,
  phoneSettings,
  isDisabled,
  onCallBack,
  onBlock,
  saveContactHref,
}: CallRowActionsProps) {
  const { t } = useTranslation();
  return (
    <span className="kz-call-history__actions">
      <CallBackAction
        number={row.number}
        phoneSettings={phoneSettings}
        isDisabled={isDisabled}
        onCallBack={onCallBack}
      />
      {onBlock && (
        <Button
          size="small"
          variant="quiet"
          aria-label={t('callHistory.block.label', { number: row.number })}
          isDisabled={isDisabled}
          onPress={() => onBlock(row.number)}
        >
          {t('callHistory.block.action')}
        </Button>
      )}
      {row.contactKind === 'UNKNOWN' && (
        <Link
          className="kz-call-history__action"
          to={saveContactHref(row)}
          aria-label={t('callHistory.saveContact.label', { number: row.number })}
        >
          {t('callHistory.saveContact.action')}
        </Link>
      )}
    </span>
  );
}
