import type { KizunaClient } from '@kizuna/api-client';
import { useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { callFailureOf } from './callFailure';
import { useCallPanelMessages } from './callPanelMessages';
import { CallPanelView } from './CallPanelView';
import type { CallPanelAction } from './CallPanelView';
import type { LineVocabulary } from './lineState';
import { useLineStateReport } from './useLineStateReport';
import { CALL_POLL_MS, useLineStatus } from './useLineStatus';

export interface CallPanelProps {
  /**
   * Origin of the Kizuna server; empty for the page's own origin. The custom element passes its
   * `base-url` here.
   * @default ''
   */
  baseUrl?: string;
  /** State names of the phone system: CUCM (RINGING, TALKING, HELD) or HIENG (INCOMING, ON_CALL, ON_HOLD). @default 'CUCM' */
  vocabulary?: LineVocabulary;
  /** Called with the new line state whenever it changes (`kizuna-line-state` on the element). */
  onLineStateChange?: (state: string) => void;
  /** Called after an action the server accepted (`kizuna-call-action`). */
  onCallAction?: (action: CallPanelAction) => void;
  /** Called with the code of a refused action (`kizuna-call-error`). */
  onCallError?: (failure: { code: string | null; transient: boolean }) => void;
  className?: string;
}

/** HIENG names the actions in its own paths (001 §7); its transfer names the own line too. */
function performHieng(client: KizunaClient, action: CallPanelAction, ownNumber: string) {
  switch (action.type) {
    case 'dial':
      return client.calls.hiengDirectCall({ body: { destination: action.number } });
    case 'transfer':
      return client.calls.hiengTransfer({ body: { fromNumber: ownNumber, toNumber: action.number } });
    case 'answer':
      return client.calls.hiengAnswer({ query: {} });
    case 'hold':
      return client.calls.hiengHoldOn({ query: {} });
    case 'resume':
      return client.calls.hiengHoldOff({ query: {} });
    case 'end':
      return client.calls.hiengEndCall({ query: {} });
    case 'pickup':
      return client.calls.hiengCallPickup({ query: {} });
    default:
      return null;
  }
}

/** A transfer names the own line and the target (001 §5). */
async function perform(
  client: KizunaClient,
  action: CallPanelAction,
  completes: 'transfer' | 'conference',
  ownNumber: string,
) {
  switch (action.type) {
    case 'dial':
      return client.calls.directCall({ body: { destination: action.number } });
    case 'transfer':
      return client.calls.directTransfer({ body: { fromNumber: ownNumber, toNumber: action.number } });
    case 'conference':
      return client.calls.consultConference({ body: { destination: action.number } });
    case 'answer':
      return client.calls.answerCall({ query: {} });
    case 'hold':
      return client.calls.holdCall({ query: {} });
    case 'resume':
      return client.calls.unholdCall({ query: {} });
    case 'end':
      return client.calls.endCall({ query: {} });
    case 'pickup':
      return client.calls.pcPickup({ query: {} });
    case 'complete':
      return completes === 'conference'
        ? client.calls.consultConferenceComplete()
        : client.calls.consultTransferComplete();
    default:
      return action satisfies never;
  }
}

/**
 * The signed-in user's phone line with a dial pad: live over the events socket (polled every
 * 10 s while it is down), with the actions the line's state allows.
 */
export function CallPanel({
  baseUrl = '',
  vocabulary = 'CUCM',
  onLineStateChange,
  onCallAction,
  onCallError,
  className,
}: CallPanelProps) {
  const client = useKizunaClient();
  const t = useCallPanelMessages();
  const { status, live, signedOut, refresh } = useLineStatus(baseUrl, undefined, vocabulary);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [completes, setCompletes] = useState<'transfer' | 'conference'>('transfer');
  useLineStateReport(status, onLineStateChange);

  if (signedOut) {
    return (
      <p className={['kz-CallPanel', className].filter(Boolean).join(' ')} role="status">
        {t('signInRequired')}
      </p>
    );
  }

  async function onAction(action: CallPanelAction) {
    setBusy(true);
    setError(null);
    try {
      const own = status?.self.extensionNum ?? '';
      const hieng = vocabulary === 'HIENG' ? performHieng(client, action, own) : null;
      await (hieng ?? perform(client, action, completes, own));
      if (action.type === 'conference') setCompletes('conference');
      onCallAction?.(action);
    } catch (failure) {
      const { code, transient } = callFailureOf(failure);
      setError(t(transient ? 'retryLater' : 'contactAdmin', { code: code ?? 'UNEXPECTED_ERROR' }));
      onCallError?.({ code, transient });
    } finally {
      setBusy(false);
      if (!live) refresh();
    }
  }

  return (
    <CallPanelView
      status={status}
      vocabulary={vocabulary}
      live={live}
      pollSeconds={CALL_POLL_MS / 1000}
      error={error}
      busy={busy}
      onAction={(action) => void onAction(action)}
      {...(className ? { className } : {})}
    />
  );
}
