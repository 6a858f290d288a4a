import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useCallActions } from './useCallActions';

export interface ClickToCallProps {
  number: string;
  /** What the number is (extension, mobile, ...); part of the button's accessible name. */
  label: string;
}

/** A number of the directory as a button that calls it from the user's own phone line. */
export function ClickToCall({ number, label }: ClickToCallProps) {
  const { t } = useTranslation();
  const { run, pending } = useCallActions();
  return (
    <Button
      variant="quiet"
      size="small"
      className="kz-clickToCall"
      isPending={pending}
      aria-label={t('calls.clickToCall', { label, number })}
      onPress={() => void run({ type: 'dial', number })}
    >
      {number}
    </Button>
  );
}
