import { DESTINATION_LIMITS } from '@kizuna/api-client/contract';
import { FormDialog, TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The free text's problem: required after trimming, at most `freeTextMax` characters. */
export function otherDestinationProblem(
  text: string,
): { key: string; values?: Record<string, number> } | null {
  const length = [...text.trim()].length;
  if (length === 0) return { key: 'validation.required' };
  if (length > DESTINATION_LIMITS.freeTextMax)
    return { key: 'validation.lengthMax', values: { max: DESTINATION_LIMITS.freeTextMax } };
  return null;
}

export interface OtherDestinationDialogProps {
  /** The text the person has now, to change it. */
  initial: string;
  /** Saves; answers whether it was saved. */
  onSave: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks for a destination in the person's own words ("15時まで外出（品川）"). */
export function OtherDestinationDialog({ initial, onSave, onClose }: OtherDestinationDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const problem = checked ? otherDestinationProblem(text) : null;

  const submit = async () => {
    setChecked(true);
    if (otherDestinationProblem(text)) return;
    setSaving(true);
    const saved = await onSave(text.trim());
    setSaving(false);
    if (saved) onClose();
    else setFailed(true);
  };

  return (
    <FormDialog
      title={t('whereabouts.other.title')}
      submitLabel={t('whereabouts.other.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('whereabouts.my.failed') : null}
    >
      <TextField
        label={t('whereabouts.other.label')}
        description={t('whereabouts.other.description', { max: DESTINATION_LIMITS.freeTextMax })}
        value={text}
        onChange={setText}
        isRequired
        autoFocus
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem.key, problem.values) : undefined}
      />
    </FormDialog>
  );
}
