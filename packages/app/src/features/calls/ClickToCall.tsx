import { DeferredTooltipTrigger, Icon, PlainButton } from '@kizuna/ui';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { formatPhoneNumber } from '../../shared/formatPhoneNumber';
import { dialString, rungNumber } from '../../shared/phoneLink';
import { useCallStore } from './callStore';
import { confirmsBeforeCalling } from './confirmBeforeCalling';
import { useCallActions } from './useCallActions';

// The confirmation's react-aria modal loads with the first call that asks: numbers are on home.
const CallConfirmDialog = lazy(() =>
  import('./CallConfirmDialog').then((module) => ({ default: module.CallConfirmDialog })),
);

export interface ClickToCallProps {
  number: string;
  /** What the number is (extension, mobile, ...); part of the button's accessible name. */
  label: string;
  /** Whose number it is: named in the confirmation and, once called, in the call bar. */
  name?: string | undefined;
}

/** A number to call, with what it is and whose it is. */
export interface CallTarget {
  number: string;
  /** What the number is (extension, mobile, ...). */
  label: string;
  /** Whose number it is: named in the confirmation and, once called, in the call bar. */
  name?: string | undefined;
}

/**
 * Calling a number from the user's own phone line, as a number of the directory does: `call`
 * asks first when the user's "confirm before calling" setting is on (the default), in the
 * `confirmation` dialog the caller renders (outside any popup that closes as the call starts).
 */
export function useClickToCall() {
  const client = useClient();
  const { run, pending } = useCallActions();
  const [asking, setAsking] = useState<CallTarget | null>(null);

  async function place(target: CallTarget) {
    setAsking(null);
    const digits = dialString(target.number);
    if (target.name) useCallStore.getState().rememberParty(rungNumber(digits), target.name);
    await run({ type: 'dial', number: digits });
  }

  async function call(target: CallTarget) {
    if (await confirmsBeforeCalling(client)) setAsking(target);
    else await place(target);
  }

  const confirmation = asking && (
    <Suspense fallback={null}>
      <CallConfirmDialog
        name={asking.name}
        label={asking.label}
        shown={formatPhoneNumber(asking.number)}
        onCancel={() => setAsking(null)}
        onCall={() => void place(asking)}
      />
    </Suspense>
  );
  return { call, pending, confirmation };
}

/**
 * A number of the directory as a button that calls it from the user's own phone line: a phone
 * icon and the number written the Japanese way, dialled as digits. With the user's "confirm
 * before calling" setting on (the default), a small dialog asks first, with the focus on Call.
 */
export function ClickToCall({ number, label, name }: ClickToCallProps) {
  const { t } = useTranslation();
  const { call, pending, confirmation } = useClickToCall();
  const shown = formatPhoneNumber(number);

  return (
    <>
      <DeferredTooltipTrigger tooltip={t('calls.callTooltip', { number: shown })}>
        {(trigger) => (
          <PlainButton
            {...trigger}
            variant="quiet"
            size="small"
            className="kz-clickToCall"
            isPending={pending}
            aria-label={t('calls.clickToCall', { label, number: shown })}
            onPress={() => void call({ number, label, name })}
          >
            <Icon name="phone" size={14} />
            <span className="kz-phone__number">{shown}</span>
          </PlainButton>
        )}
      </DeferredTooltipTrigger>
      {confirmation}
    </>
  );
}
