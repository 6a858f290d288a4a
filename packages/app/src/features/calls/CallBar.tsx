import type { InternalContactItem } from '@kizuna/api-client';
import { Button, Dialog, DialogTrigger, Modal, TextField } from '@kizuna/ui';
import { ContactSearch, isDialableInput, KizunaClientProvider, lineStateName } from '@kizuna/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { selectPrincipal, usePrincipalStore } from '../session';
import { callFailureMessage } from './callFailureMessage';
import { useCallStore } from './callStore';
import { adapterModeOf, phoneSystemControls } from './phoneSystemControls';
import { useCallActions } from './useCallActions';
import type { LineAction } from './useCallActions';
import './calls.css';

type DestinationKind = 'transfer' | 'consultTransfer' | 'conference';

function DestinationDialog({
  kind,
  onSubmit,
  isDisabled,
}: {
  kind: DestinationKind;
  onSubmit: (number: string) => Promise<boolean>;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  function choose(contact: InternalContactItem) {
    const phones = contact.dynamicColumns.PHONE;
    const dial = phones?.extensionNum ?? phones?.phoneNum ?? phones?.mobileNum ?? '';
    setNumber(dial);
    setPicked(contact.fullname);
    setError(dial === '' ? t('calls.bar.noNumber', { name: contact.fullname }) : null);
  }

  return (
    <DialogTrigger>
      <Button isDisabled={isDisabled}>{t(`calls.bar.${kind}`)}</Button>
      <Modal size="medium">
        <Dialog
          title={t(`calls.bar.${kind}Title`)}
          footer={({ close }) => (
            <>
              <Button onPress={close}>{t('calls.bar.cancel')}</Button>
              <Button
                variant="primary"
                onPress={() => {
                  const trimmed = number.trim();
                  if (!isDialableInput(trimmed)) {
                    setError(t('calls.bar.invalidNumber'));
                    return;
                  }
                  void onSubmit(trimmed).then((done) => {
                    if (done) close();
                  });
                }}
              >
                {t(`calls.bar.${kind}Submit`)}
              </Button>
            </>
          )}
        >
          <div className="kz-callbar__destination">
            <KizunaClientProvider client={client}>
              <ContactSearch label={t('calls.bar.pickColleague')} onSelect={choose} />
            </KizunaClientProvider>
            <TextField
              label={t('calls.bar.destination')}
              value={number}
              onChange={(value) => {
                setNumber(value);
                setPicked(null);
                setError(null);
              }}
              inputMode="tel"
              isInvalid={error !== null}
              errorMessage={error ?? undefined}
              description={picked ? t('calls.bar.picked', { name: picked }) : undefined}
            />
          </div>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/**
 * The user's phone line across the top of every signed-in page: its state in words, who is on
 * the line, and the actions the state allows that the phone system takes from the browser
 * (CUCM: all, with consult transfer and conference; HIENG: no consult; AVAYA and the cloud
 * phone: none, their calls are handled on the phone). CUCM-style until the mode is known.
 */
export function CallBar() {
  const { t } = useTranslation();
  const principal = usePrincipalStore(selectPrincipal);
  const status = useCallStore((state) => state.status);
  const live = useCallStore((state) => state.live);
  const failure = useCallStore((state) => state.failure);
  const { run, pending } = useCallActions();
  const [consultKind, setConsultKind] = useState<DestinationKind>('transfer');
  if (!status) return null;
  const mode = adapterModeOf(principal?.tenantInfo.callControlMode.name) ?? 'CUCM';
  const controls = phoneSystemControls(mode);
  const vocabulary = mode === 'HIENG' ? 'HIENG' : 'CUCM';
  const state = status.self.status;
  const stateName = lineStateName(state, vocabulary);
  const offered = status.self.buttons;
  const buttons = {
    ...offered,
    answer: offered.answer && controls.midCall,
    hold: offered.hold && controls.midCall,
    unhold: offered.unhold && controls.midCall,
    end: offered.end && controls.midCall,
    transfer: offered.transfer && controls.midCall,
    pickup: offered.pickup && controls.midCall,
    conference: offered.conference && controls.consult,
    consultComplete: offered.consultComplete && controls.consult,
  };
  const current = status.statuses.find((call) => call.status !== 'IDLE') ?? null;
  const other = current?.others[0]?.number ?? null;
  const caller = status.incomingCallContact;
  const act = (action: LineAction) => () => void run(action);

  return (
    <section className="kz-callbar" aria-label={t('calls.bar.label')} data-state={state}>
      <p className="kz-callbar__status" role="status">
        <span className="kz-callbar__icon" data-state={state} aria-hidden="true" />
        <span className="kz-callbar__line">
          {status.self.extensionNum
            ? t('calls.bar.line', { extension: status.self.extensionNum })
            : t('calls.bar.noLine')}
        </span>
        <strong className="kz-callbar__state">{t(`calls.state.${stateName}`)}</strong>
        {state === 'RINGING' && caller ? (
          <span>{t('calls.bar.from', { caller: caller.fullname ?? caller.fromNum })}</span>
        ) : other && state !== 'IDLE' ? (
          <span>{t('calls.bar.with', { party: other })}</span>
        ) : null}
        <span className="kz-callbar__mode">{live ? t('calls.bar.live') : t('calls.bar.polling')}</span>
      </p>
      <div className="kz-callbar__actions">
        {buttons.answer && (
          <Button variant="primary" isDisabled={pending} onPress={act({ type: 'answer' })}>
            {t('calls.actions.answer')}
          </Button>
        )}
        {buttons.hold && (
          <Button isDisabled={pending} onPress={act({ type: 'hold' })}>
            {t('calls.actions.hold')}
          </Button>
        )}
        {buttons.unhold && (
          <Button isDisabled={pending} onPress={act({ type: 'resume' })}>
            {t('calls.actions.resume')}
          </Button>
        )}
        {buttons.transfer && (
          <DestinationDialog
            kind="transfer"
            isDisabled={pending}
            onSubmit={(number) => run({ type: 'transfer', number })}
          />
        )}
        {buttons.transfer && controls.consult && (
          <DestinationDialog
            kind="consultTransfer"
            isDisabled={pending}
            onSubmit={async (number) => {
              setConsultKind('transfer');
              return run({ type: 'consultTransfer', number });
            }}
          />
        )}
        {buttons.conference && (
          <DestinationDialog
            kind="conference"
            isDisabled={pending}
            onSubmit={async (number) => {
              setConsultKind('conference');
              return run({ type: 'conference', number });
            }}
          />
        )}
        {buttons.consultComplete && (
          <Button
            isDisabled={pending}
            onPress={act({ type: consultKind === 'conference' ? 'completeConference' : 'completeTransfer' })}
          >
            {t('calls.actions.complete')}
          </Button>
        )}
        {buttons.pickup && (
          <Button isDisabled={pending} onPress={act({ type: 'pickup' })}>
            {t('calls.actions.pickup')}
          </Button>
        )}
        {buttons.end && (
          <Button variant="danger" isDisabled={pending} onPress={act({ type: 'end' })}>
            {state === 'RINGING' ? t('calls.actions.decline') : t('calls.actions.end')}
          </Button>
        )}
      </div>
      {failure && (
        <div className="kz-callbar__error" role="alert">
          <span>{callFailureMessage(t, failure)}</span>
          <Button variant="quiet" size="small" onPress={() => useCallStore.getState().fail(null)}>
            {t('calls.bar.dismissError')}
          </Button>
        </div>
      )}
    </section>
  );
}
