import type { LocalPhoneStatusResponse } from '@kizuna/api-client/contract';
import { PlainButton, CallStatus } from '@kizuna/ui';
import type { CallStatusState } from '@kizuna/ui';
import { lineDisplayState, lineStateName } from '@kizuna/widgets';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectPrincipal, usePrincipalStore } from '../session';
import { callFailureMessage } from './callFailureMessage';
import { currentCallOf, useCallStore } from './callStore';
import { DestinationDialog } from './DestinationDialog';
import { adapterModeOf, phoneSystemControls } from './phoneSystemControls';
import { useCallActions } from './useCallActions';
import './calls.css';

const CallLineActions = lazy(() =>
  import('./CallLineActions').then((module) => ({ default: module.CallLineActions })),
);

/** Who is on the other end: the name the directory or the dialled contact gave, and the number. */
export function partyOf(
  status: LocalPhoneStatusResponse,
  partyNames: Readonly<Record<string, string>>,
): { name: string | null; number: string | null } {
  const caller = status.incomingCallContact;
  if (status.self.status === 'RINGING' && caller) return { name: caller.fullname, number: caller.fromNum };
  const call = currentCallOf(status);
  if (!call) return { name: null, number: null };
  const dialled = call.direction === 'INCOMING' ? call.fromNumber : call.toNumber;
  const other = call.others[0];
  const number = other?.number ?? dialled;
  const name =
    partyNames[number] ??
    partyNames[dialled] ??
    other?.name ??
    (caller?.fromNum === number ? caller.fullname : null);
  return { name: name ?? null, number };
}

/**
 * The phone-number formatter, loaded once a call is on the line (libphonenumber-js stays out of
 * the first screen); until then numbers show as the phone system gave them.
 */
function usePhoneFormatter(needed: boolean): (number: string) => string {
  const [format, setFormat] = useState<((number: string) => string) | null>(null);
  useEffect(() => {
    if (!needed || format) return;
    let active = true;
    void import('../../shared/formatPhoneNumber').then((module) => {
      if (active) setFormat(() => module.formatPhoneNumber);
    });
    return () => {
      active = false;
    };
  }, [needed, format]);
  return format ?? ((number) => number);
}

/**
 * The user's phone line under the top bar. While a call is on it: the other party's name (the
 * number beside it), the state in words with an icon (呼出中 / 着信中 / 通話中 / 保留中), a running
 * timer, and the actions the state allows that the phone system takes from the browser (CUCM:
 * all, with consult transfer and conference; HIENG: no consult; AVAYA and the cloud phone: none,
 * their calls are handled on the phone). An idle line is a small indicator with a dial pad.
 * CUCM-style until the mode is known.
 */
export function CallBar() {
  const { t } = useTranslation();
  const principal = usePrincipalStore(selectPrincipal);
  const status = useCallStore((state) => state.status);
  const live = useCallStore((state) => state.live);
  const failure = useCallStore((state) => state.failure);
  const since = useCallStore((state) => state.lineSince?.at ?? null);
  const partyNames = useCallStore((state) => state.partyNames);
  const { run, pending } = useCallActions();
  const formatPhoneNumber = usePhoneFormatter(status !== null && status.self.status !== 'IDLE');
  if (!status) return null;
  const mode = adapterModeOf(principal?.tenantInfo.callControlMode.name) ?? 'CUCM';
  const controls = phoneSystemControls(mode);
  const state = lineDisplayState(status) as CallStatusState;
  const stateLabel = t(`calls.state.${lineStateName(state, mode === 'HIENG' ? 'HIENG' : 'CUCM')}`);
  const idle = state === 'IDLE' || state === 'DISCONNECTED';
  const party = partyOf(status, partyNames);
  const number = party.number ? formatPhoneNumber(party.number) : null;
  const line = status.self.extensionNum
    ? t('calls.bar.line', { extension: status.self.extensionNum })
    : t('calls.bar.noLine');

  return (
    <section
      className="kz-callbar"
      aria-label={t('calls.bar.label')}
      data-state={state}
      data-idle={idle || undefined}
    >
      <p className="kz-callbar__status" role="status">
        {!idle && (
          <span className="kz-callbar__party">
            <strong className="kz-callbar__name">
              {party.name ?? number ?? t('calls.bar.unknownParty')}
            </strong>
            {party.name && number && <span className="kz-callbar__number">{number}</span>}
          </span>
        )}
        <CallStatus
          state={state}
          label={stateLabel}
          since={idle ? null : since}
          size={idle ? 'compact' : 'regular'}
        />
        {idle && <span className="kz-callbar__line">{line}</span>}
      </p>
      {idle ? (
        state === 'IDLE' && (
          <DestinationDialog
            kind="dial"
            isDisabled={pending}
            onSubmit={(n) => run({ type: 'dial', number: n })}
          />
        )
      ) : (
        <Suspense fallback={null}>
          <CallLineActions status={status} controls={controls} ringing={state === 'RINGING'} />
        </Suspense>
      )}
      <span className="kz-callbar__mode">
        {!idle && <span className="kz-callbar__line">{line} · </span>}
        {live ? t('calls.bar.live') : t('calls.bar.polling')}
      </span>
      {failure && (
        <div className="kz-callbar__error" role="alert">
          <span>{callFailureMessage(t, failure)}</span>
          <PlainButton variant="quiet" size="small" onPress={() => useCallStore.getState().fail(null)}>
            {t('calls.bar.dismissError')}
          </PlainButton>
        </div>
      )}
    </section>
  );
}
