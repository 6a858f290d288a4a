import type { LocalPhoneStatusResponse } from '@kizuna/api-client/contract';
import { PlainButton, restoreLostFocus } from '@kizuna/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DestinationDialog } from './DestinationDialog';
import type { PhoneSystemControls } from './phoneSystemControls';
import { useCallActions } from './useCallActions';
import type { LineAction } from './useCallActions';

/**
 * The call bar's actions while a call is on the line: those the server's button flags offer that
 * the phone system takes from the browser. Loaded with the first call (`CallBar`): an idle line
 * shows none.
 */
export function CallLineActions({
  status,
  controls,
  ringing,
}: {
  status: LocalPhoneStatusResponse;
  controls: PhoneSystemControls;
  ringing: boolean;
}) {
  const { t } = useTranslation();
  const { run, pending } = useCallActions();
  const [consultKind, setConsultKind] = useState<'transfer' | 'conference'>('transfer');
  const offered = status.self.buttons;
  const act = (action: LineAction) => () => void run(action);
  const mid = controls.midCall;
  // The call ended with the focus on one of these actions: it goes to the idle bar's dial pad
  // button (or the page's content), never to the page body.
  useEffect(
    () => () => {
      setTimeout(() => restoreLostFocus(document.querySelector('.kz-callbar button:not([disabled])')));
    },
    [],
  );
  return (
    <div className="kz-callbar__actions">
      {offered.answer && mid && (
        <PlainButton variant="primary" isDisabled={pending} onPress={act({ type: 'answer' })}>
          {t('calls.actions.answer')}
        </PlainButton>
      )}
      {offered.hold && mid && (
        <PlainButton isDisabled={pending} onPress={act({ type: 'hold' })}>
          {t('calls.actions.hold')}
        </PlainButton>
      )}
      {offered.unhold && mid && (
        <PlainButton isDisabled={pending} onPress={act({ type: 'resume' })}>
          {t('calls.actions.resume')}
        </PlainButton>
      )}
      {offered.transfer && mid && (
        <DestinationDialog
          kind="transfer"
          isDisabled={pending}
          fromLine={status.self.extensionNum}
          onSubmit={(number) => run({ type: 'transfer', number })}
        />
      )}
      {offered.transfer && mid && controls.consult && (
        <DestinationDialog
          kind="consultTransfer"
          isDisabled={pending}
          fromLine={status.self.extensionNum}
          onSubmit={async (number) => {
            setConsultKind('transfer');
            return run({ type: 'consultTransfer', number });
          }}
        />
      )}
      {offered.conference && controls.consult && (
        <DestinationDialog
          kind="conference"
          isDisabled={pending}
          onSubmit={async (number) => {
            setConsultKind('conference');
            return run({ type: 'conference', number });
          }}
        />
      )}
      {offered.consultComplete && controls.consult && (
        <PlainButton
          isDisabled={pending}
          onPress={act({ type: consultKind === 'conference' ? 'completeConference' : 'completeTransfer' })}
        >
          {t('calls.actions.complete')}
        </PlainButton>
      )}
      {offered.pickup && mid && (
        <PlainButton isDisabled={pending} onPress={act({ type: 'pickup' })}>
          {t('calls.actions.pickup')}
        </PlainButton>
      )}
      {offered.end && mid && (
        <PlainButton variant="danger" isDisabled={pending} onPress={act({ type: 'end' })}>
          {ringing ? t('calls.actions.decline') : t('calls.actions.end')}
        </PlainButton>
      )}
    </div>
  );
}
