import type { LocalPhoneStatusResponse } from '@kizuna/api-client';
import { Button, TextField, formatCallDuration } from '@kizuna/ui';
import { useEffect, useId, useState } from 'react';
import { isDialableInput } from './callFailure';
import { useCallPanelMessages } from './callPanelMessages';
import type { CallPanelMessageKey } from './callPanelMessages';
import { lineDisplayState, lineStateName } from './lineState';
import type { LineVocabulary } from './lineState';

export type CallPanelAction =
  | { readonly type: 'dial' | 'transfer' | 'conference'; readonly number: string }
  | { readonly type: 'answer' | 'hold' | 'resume' | 'end' | 'pickup' | 'complete' };

export interface CallPanelViewProps {
  /** The line as the server last reported it; null before the first answer. */
  status: LocalPhoneStatusResponse | null;
  /** Which state names the phone system uses (HIENG: INCOMING, ON_CALL, ON_HOLD). @default 'CUCM' */
  vocabulary?: LineVocabulary;
  /** True while the server pushes changes; otherwise the panel polls every `pollSeconds`. */
  live?: boolean;
  pollSeconds?: number;
  /** The message of the last failed action, already in the user's language. */
  error?: string | null;
  /** An action is under way: the buttons wait. */
  busy?: boolean;
  onAction?: (action: CallPanelAction) => void;
  className?: string;
}

const PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#', '+'] as const;

function currentCallOf(status: LocalPhoneStatusResponse) {
  return status.statuses.find((c) => c.status !== 'IDLE') ?? status.statuses[0];
}

/** The other party: the name the phone system or the directory gave, and the number. */
function partyOf(status: LocalPhoneStatusResponse): { name: string | null; number: string } | null {
  const call = currentCallOf(status);
  if (!call) return null;
  const other = call.others[0];
  const number = other?.number ?? (call.direction === 'INCOMING' ? call.fromNumber : call.toNumber);
  const caller = status.incomingCallContact;
  const name = other?.name ?? (caller?.fromNum === number ? caller.fullname : null);
  return { name: name ?? null, number };
}

/** Seconds since the line entered its current (non-idle) state, ticking every second; null while idle. */
function useSecondsInState(state: string, running: boolean): number | null {
  const [since, setSince] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useEffect(() => {
    const start = Date.now();
    setSince(start);
    setNow(start);
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state, running]);
  return running ? (now - since) / 1000 : null;
}

/**
 * The phone line: its state in words, the caller or the other party, the actions the state
 * allows (the server's button flags), and a dial pad for calling, transferring and conferencing.
 * HIENG has no consult conference the browser can drive (its conference joins calls the phone
 * made), so it is not offered there.
 */
export function CallPanelView({
  status,
  vocabulary = 'CUCM',
  live = false,
  pollSeconds = 10,
  error = null,
  busy = false,
  onAction,
  className,
}: CallPanelViewProps) {
  const t = useCallPanelMessages();
  const titleId = useId();
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const state = lineDisplayState(status);
  const stateName = lineStateName(state, vocabulary);
  const buttons = status?.self.buttons;
  const incoming = status?.incomingCallContact ?? null;
  const party = status ? partyOf(status) : null;
  const inCall = state === 'TALKING' || state === 'HELD' || state === 'CALLING';
  const seconds = useSecondsInState(state, inCall || state === 'RINGING');
  /** Pick-up takes a colleague's ringing call: never offered for the own outgoing or ringing call. */
  const ownCallOut = status?.statuses.some((c) => c.direction === 'OUTGOING' && c.status !== 'IDLE') ?? false;
  const partyText = party ? (party.name ? `${party.name} (${party.number})` : party.number) : null;

  function withNumber(type: 'dial' | 'transfer' | 'conference') {
    const trimmed = number.trim();
    if (trimmed === '') return setNumberError(t('emptyNumber'));
    if (!isDialableInput(trimmed)) return setNumberError(t('invalidNumber'));
    setNumberError(null);
    onAction?.({ type, number: trimmed });
  }

  const act = (type: 'answer' | 'hold' | 'resume' | 'end' | 'pickup' | 'complete') => () =>
    onAction?.({ type });

  return (
    <section
      className={['kz-CallPanel', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={state}
      aria-busy={busy || undefined}
    >
      <header className="kz-CallPanel__header">
        <h2 id={titleId} className="kz-CallPanel__title">
          {t('title')}
          <span className="kz-CallPanel__line">
            {status?.self.extensionNum ? t('line', { extension: status.self.extensionNum }) : t('noLine')}
          </span>
        </h2>
        <p className="kz-CallPanel__state" role="status">
          <span className="kz-CallPanel__stateIcon" data-state={state} aria-hidden="true" />
          <span className="kz-CallPanel__stateText">{t(`state.${stateName}` as CallPanelMessageKey)}</span>
          {state === 'RINGING' && incoming ? (
            <span className="kz-CallPanel__party">
              {t('incomingFrom', { caller: incoming.fullname ?? incoming.fromNum })}
            </span>
          ) : partyText && state !== 'IDLE' ? (
            <span className="kz-CallPanel__party">{t('withParty', { party: partyText })}</span>
          ) : null}
          {seconds !== null && (
            <span className="kz-CallPanel__timer" role="timer">
              {formatCallDuration(seconds)}
            </span>
          )}
        </p>
        <span className="kz-CallPanel__mode">
          {live ? t('live') : t('polling', { seconds: pollSeconds })}
        </span>
      </header>

      <div className="kz-CallPanel__actions">
        {buttons?.answer && (
          <Button variant="primary" size="large" isDisabled={busy} onPress={act('answer')}>
            {t('answer')}
          </Button>
        )}
        {buttons?.hold && (
          <Button isDisabled={busy} onPress={act('hold')}>
            {t('hold')}
          </Button>
        )}
        {buttons?.unhold && (
          <Button isDisabled={busy} onPress={act('resume')}>
            {t('resume')}
          </Button>
        )}
        {buttons?.consultComplete && vocabulary !== 'HIENG' && (
          <Button isDisabled={busy} onPress={act('complete')}>
            {t('complete')}
          </Button>
        )}
        {buttons?.pickup && !ownCallOut && state !== 'RINGING' && (
          <Button isDisabled={busy} onPress={act('pickup')}>
            {t('pickup')}
          </Button>
        )}
        {buttons?.end && (
          <Button variant="danger" isDisabled={busy} onPress={act('end')}>
            {state === 'RINGING' ? t('decline') : t('end')}
          </Button>
        )}
      </div>

      <div className="kz-CallPanel__dial">
        <TextField
          label={t('number')}
          value={number}
          onChange={(value) => {
            setNumber(value);
            setNumberError(null);
          }}
          inputMode="tel"
          autoComplete="off"
          isInvalid={numberError !== null}
          errorMessage={numberError ?? undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') withNumber(inCall ? 'transfer' : 'dial');
          }}
        />
        <div className="kz-CallPanel__pad" role="group" aria-label={t('dialPad')}>
          {PAD_KEYS.map((key) => (
            <Button
              key={key}
              className="kz-CallPanel__key"
              aria-label={t('key', { key })}
              onPress={() => {
                setNumber((current) => current + key);
                setNumberError(null);
              }}
            >
              {key}
            </Button>
          ))}
          <Button
            className="kz-CallPanel__key"
            aria-label={t('backspace')}
            onPress={() => setNumber((current) => current.slice(0, -1))}
          >
            ⌫
          </Button>
        </div>
        <div className="kz-CallPanel__dialActions">
          {!inCall && state !== 'RINGING' && (
            <Button
              variant="primary"
              isDisabled={busy || state === 'DISCONNECTED'}
              onPress={() => withNumber('dial')}
            >
              {t('call')}
            </Button>
          )}
          {buttons?.transfer && (
            <Button isDisabled={busy} onPress={() => withNumber('transfer')}>
              {t('transfer')}
            </Button>
          )}
          {buttons?.conference && vocabulary !== 'HIENG' && (
            <Button isDisabled={busy} onPress={() => withNumber('conference')}>
              {t('conference')}
            </Button>
          )}
        </div>
      </div>

      {error && (
        <p className="kz-CallPanel__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
