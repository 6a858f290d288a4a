import { useState } from 'react';
import { ApiKeyNoteBodySchema, type FieldError } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './scopeText';

export interface ApiKeyNoteDialogProps {
  /** The note as it is. */
  note: string;
  /** Saves the note; answers true when saved. */
  onSave: (note: string) => Promise<boolean>;
  onClose: () => void;
}

/** Changes what a key's note says; its secret, scopes and expiry stay as they are. */
export function ApiKeyNoteDialog({ note: initial, onSave, onClose }: ApiKeyNoteDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setFailed(false);
    const own = checkBody(ApiKeyNoteBodySchema, { note: note.trim() });
    setErrors(own);
    if (own.length > 0) return;
    setSaving(true);
    const saved = await onSave(note.trim());
    setSaving(false);
    if (saved) onClose();
    else setFailed(true);
  };
  const noteError = fieldMessage(t, errors, 'body.note');
  return (
    <FormDialog
      title={t('apiKeys.editNoteTitle')}
      submitLabel={t('apiKeys.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('apiKeys.saveFailed') : undefined}
    >
      <TextField
        label={t('apiKeys.fields.note')}
        description={t('apiKeys.fields.noteHint')}
        value={note}
        onChange={setNote}
        autoFocus
        isInvalid={noteError !== null}
        errorMessage={noteError ?? undefined}
      />
    </FormDialog>
  );
}
