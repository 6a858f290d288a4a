import { useState } from 'react';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsSave } from './useSettingsSave';

/** A number on the call rejection list (001 §3). */
export interface CallRejectionEntry {
  callRejectionId: number;
  fromNumber: string;
  remarks: string;
}

export interface RejectionEditDialogProps {
  /** The entry to change; null adds a new one. */
  entry: CallRejectionEntry | null;
  onSubmit: (value: { fromNumber: string; remarks: string }) => Promise<void>;
  onClose: () => void;
}

/** Adds or changes one rejected number; the server's field errors show under their fields. */
export function RejectionEditDialog({ entry, onSubmit, onClose }: RejectionEditDialogProps) {
  const { t } = useTranslation();
  const [fromNumber, setFromNumber] = useState(entry?.fromNumber ?? '');
  const [remarks, setRemarks] = useState(entry?.remarks ?? '');
  const [failed, setFailed] = useState(false);
  const { setErrors, errorText, saving, save } = useSettingsSave(onClose, () => setFailed(true));

  async function submit() {
    setFailed(false);
    if (fromNumber.trim() === '') {
      setErrors(new Map([['fromNumber', { path: 'body.fromNumber', key: 'required' }]]));
      return;
    }
    await save(() => onSubmit({ fromNumber: fromNumber.trim(), remarks: remarks.trim() }));
  }

  const numberError = errorText('fromNumber');
  const remarksError = errorText('remarks');
  return (
    <FormDialog
      title={t(entry ? 'callRejections.edit.title' : 'callRejections.add.title')}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitLabel={t('callRejections.save')}
      cancelLabel={t('callRejections.cancel')}
      isSaving={saving}
      failure={failed ? t('callRejections.saveFailed') : null}
    >
      <TextField
        label={t('callRejections.fields.fromNumber')}
        value={fromNumber}
        onChange={setFromNumber}
        isRequired
        autoFocus
        isInvalid={numberError !== undefined}
        errorMessage={numberError}
        inputMode="tel"
        autoComplete="off"
      />
      <TextField
        label={t('callRejections.fields.remarks')}
        value={remarks}
        onChange={setRemarks}
        isInvalid={remarksError !== undefined}
        errorMessage={remarksError}
        autoComplete="off"
      />
    </FormDialog>
  );
}
