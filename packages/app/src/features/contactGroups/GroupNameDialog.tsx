import { useState } from 'react';
import { CONTACT_GROUP_LIMITS, type FieldError } from '@kizuna/api-client/contract';
import { codePointLength } from '@kizuna/api-client/validation';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useFieldErrorText } from '../../errors/useFieldErrorText';
import { groupErrorKey } from './groupErrorKey';

export interface GroupNameDialogProps {
  title: string;
  initialName: string;
  onSubmit: (groupName: string) => Promise<void>;
  onClose: () => void;
}

/** Names a new group or renames one: 1 to 50 characters after trimming (001 §5). */
export function GroupNameDialog({ title, initialName, onSubmit, onClose }: GroupNameDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<FieldError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    setFailure(null);
    const groupName = name.trim();
    if (groupName === '') {
      setError({ path: 'body.groupName', key: 'required' });
      return;
    }
    if (codePointLength(groupName) > CONTACT_GROUP_LIMITS.nameMax) {
      setError({
        path: 'body.groupName',
        key: 'length',
        values: { min: 1, max: CONTACT_GROUP_LIMITS.nameMax },
      });
      return;
    }
    setSaving(true);
    try {
      await onSubmit(groupName);
      onClose();
    } catch (cause) {
      const found = fieldErrorsOf(cause).find((item) => item.path === 'body.groupName') ?? null;
      setError(found);
      if (!found) setFailure(t(groupErrorKey(cause, 'contactGroups.settings.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={title}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitLabel={t('contactGroups.settings.save')}
      cancelLabel={t('contactGroups.settings.cancel')}
      isSaving={saving}
      failure={failure}
    >
      <TextField
        label={t('contactGroups.settings.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        isRequired
        autoFocus
        isInvalid={error !== null}
        errorMessage={error ? fieldText(error) : undefined}
        description={t('contactGroups.settings.nameHelp', { max: CONTACT_GROUP_LIMITS.nameMax })}
        autoComplete="off"
      />
    </FormDialog>
  );
}
