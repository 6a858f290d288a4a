import { useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_GROUP_LIMITS, type FieldError } from '@kizuna/api-client/contract';
import { codePointLength } from '@kizuna/api-client/validation';
import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/apiErrors';
import { useFieldErrorText } from '../errors/useFieldErrorText';
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
    <Modal
      isOpen
      isDismissable
      size="small"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog title={title}>
        <form className="kz-groups-form" onSubmit={(event) => void submit(event)} noValidate>
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
          {failure && (
            <p role="alert" className="kz-form-error">
              {failure}
            </p>
          )}
          <div className="kz-groups-form__actions">
            <Button onPress={onClose}>{t('contactGroups.settings.cancel')}</Button>
            <Button type="submit" variant="primary" isDisabled={saving}>
              {t('contactGroups.settings.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
