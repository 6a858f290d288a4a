import type { InternalContactItem } from '@kizuna/api-client';
import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { isDialableInput } from '@kizuna/widgets';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialString, rungNumber } from '../../shared/phoneLink';
import type { DeferredDialogProps } from '../../shared/useDeferredDialog';
import { useCallStore } from './callStore';
import type { DestinationDialogProps } from './destinationDialogTypes';

// The directory search loads when a dialog first opens: the call bar is on every page.
const ColleaguePicker = lazy(() =>
  import('./ColleaguePicker').then((module) => ({ default: module.ColleaguePicker })),
);

const PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** The keys of a phone, for a number typed by pointer or touch. */
function DialPad({ onKey }: { onKey: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="kz-dialpad" role="group" aria-label={t('calls.bar.dialPad')}>
      {PAD_KEYS.map((key) => (
        <Button key={key} className="kz-dialpad__key" onPress={() => onKey(key)}>
          {key}
        </Button>
      ))}
    </div>
  );
}

/**
 * Where to call, transfer or conference: a colleague from the directory, or any number typed or
 * keyed in on the dial pad. The number goes out as digits. Loaded with react-aria's modal on the
 * first press of a call bar button (`DestinationDialog`).
 */
export function DestinationDialogPanel({
  kind,
  onSubmit,
  fromLine,
  isOpen,
  onOpenChange,
}: Omit<DestinationDialogProps, 'isDisabled'> & DeferredDialogProps) {
  return (
    <Modal size="medium" isOpen={isOpen} onOpenChange={onOpenChange}>
      <DestinationForm kind={kind} onSubmit={onSubmit} fromLine={fromLine} />
    </Modal>
  );
}

/** The dialog's content: mounted with each opening, so every opening starts empty. */
function DestinationForm({ kind, onSubmit, fromLine }: Omit<DestinationDialogProps, 'isDisabled'>) {
  const { t } = useTranslation();
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

  function submit(close: () => void) {
    const trimmed = number.trim();
    if (!isDialableInput(trimmed)) {
      setError(t('calls.bar.invalidNumber'));
      return;
    }
    const digits = dialString(trimmed);
    if (picked) useCallStore.getState().rememberParty(rungNumber(digits), picked);
    void onSubmit(digits).then((done) => {
      if (done) close();
    });
  }

  return (
    <Dialog
      title={t(`calls.bar.${kind}Title`)}
      footer={({ close }) => (
        <>
          <Button onPress={close}>{t('calls.bar.cancel')}</Button>
          <Button variant="primary" onPress={() => submit(close)}>
            {t(`calls.bar.${kind}Submit`)}
          </Button>
        </>
      )}
    >
      <div className="kz-callbar__destination">
        {fromLine && <p>{t('calls.bar.fromLine', { line: fromLine })}</p>}
        <Suspense fallback={null}>
          <ColleaguePicker label={t('calls.bar.pickColleague')} onSelect={choose} />
        </Suspense>
        <TextField
          label={t('calls.bar.destination')}
          value={number}
          onChange={(value) => {
            setNumber(value);
            setPicked(null);
            setError(null);
          }}
          inputMode="tel"
          autoComplete="off"
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          description={picked ? t('calls.bar.picked', { name: picked }) : undefined}
        />
        <DialPad
          onKey={(key) => {
            setNumber((current) => current + key);
            setPicked(null);
            setError(null);
          }}
        />
      </div>
    </Dialog>
  );
}
