import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/apiErrors';
import { useFieldErrorText } from '../errors/useFieldErrorText';

export interface FolderDialogValues {
  folderName: string;
  folderDescription: string;
}

export interface FolderDialogProps {
  title: string;
  initial: FolderDialogValues;
  onSubmit: (values: FolderDialogValues) => Promise<void>;
  onClose: () => void;
}

/** Creates or renames a folder; the name is required (001 §5). */
export function FolderDialog({ title, initial, onSubmit, onClose }: FolderDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    if (values.folderName.trim() === '') {
      setErrors(new Map([['folderName', { path: 'body.folderName', key: 'required' }]]));
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        folderName: values.folderName.trim(),
        folderDescription: values.folderDescription.trim(),
      });
      onClose();
    } catch (cause) {
      const found = new Map(fieldErrorsOf(cause).map((error) => [error.path.replace(/^body\./, ''), error]));
      setErrors(found);
      setFailed(found.size === 0);
    } finally {
      setSaving(false);
    }
  }

  const nameError = errors.get('folderName');
  const descriptionError = errors.get('folderDescription');
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
        <form className="kz-ext-form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('externalContacts.folders.name')}
            value={values.folderName}
            onChange={(folderName) => setValues((current) => ({ ...current, folderName }))}
            isRequired
            autoFocus
            isInvalid={nameError !== undefined}
            errorMessage={nameError ? fieldText(nameError) : undefined}
            autoComplete="off"
          />
          <TextField
            label={t('externalContacts.folders.description')}
            value={values.folderDescription}
            onChange={(folderDescription) => setValues((current) => ({ ...current, folderDescription }))}
            isInvalid={descriptionError !== undefined}
            errorMessage={descriptionError ? fieldText(descriptionError) : undefined}
            multiline
            autoComplete="off"
          />
          {failed && (
            <p role="alert" className="kz-form-error">
              {t('externalContacts.folders.saveFailed')}
            </p>
          )}
          <div className="kz-ext-form__actions">
            <Button onPress={onClose}>{t('externalContacts.form.cancel')}</Button>
            <Button type="submit" variant="primary" isDisabled={saving}>
              {t('externalContacts.folders.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
