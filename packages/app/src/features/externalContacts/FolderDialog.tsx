import { useState } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { Checkbox, FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useFieldErrorText } from '../../errors/useFieldErrorText';

export interface FolderDialogValues {
  folderName: string;
  folderDescription: string;
  /** Digits only; folders are listed by it, then by creation. */
  sortScore: string;
  /** Common folders: everyone in the tenant reads it (else only those allowed all common folders). */
  tenantPublic: boolean;
  /** Common folders: every reader may change its contacts, not only common-contact admins. */
  usersCanEdit: boolean;
}

export interface FolderDialogProps {
  title: string;
  /** A common folder: who reads and who edits it are set here too. */
  common: boolean;
  initial: FolderDialogValues;
  onSubmit: (values: FolderDialogValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Creates a folder or changes its name, description and sort score, and for a common folder who
 * reads and who edits it; the name is required and the sort score digits only (001 §5).
 */
export function FolderDialog({ title, common, initial, onSubmit, onClose }: FolderDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit() {
    setFailed(false);
    const found = new Map<string, FieldError>();
    if (values.folderName.trim() === '')
      found.set('folderName', { path: 'body.folderName', key: 'required' });
    if (!/^[0-9]{0,9}$/.test(values.sortScore.trim()))
      found.set('sortScore', { path: 'body.sortScore', key: 'numeric' });
    setErrors(found);
    if (found.size > 0) return;
    setSaving(true);
    try {
      await onSubmit({
        ...values,
        folderName: values.folderName.trim(),
        folderDescription: values.folderDescription.trim(),
        sortScore: values.sortScore.trim(),
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
  const sortScoreError = errors.get('sortScore');
  return (
    <FormDialog
      title={title}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitLabel={t('externalContacts.folders.save')}
      cancelLabel={t('externalContacts.form.cancel')}
      isSaving={saving}
      failure={failed ? t('externalContacts.folders.saveFailed') : null}
    >
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
      <TextField
        label={t('externalContacts.folders.sortScore')}
        value={values.sortScore}
        onChange={(sortScore) => setValues((current) => ({ ...current, sortScore }))}
        isInvalid={sortScoreError !== undefined}
        errorMessage={sortScoreError ? fieldText(sortScoreError) : undefined}
        description={t('externalContacts.folders.sortScoreHelp')}
        inputMode="numeric"
        autoComplete="off"
      />
      {common && (
        <>
          <Checkbox
            isSelected={values.tenantPublic}
            onChange={(tenantPublic) => setValues((current) => ({ ...current, tenantPublic }))}
          >
            {t('externalContacts.folders.tenantPublic')}
          </Checkbox>
          <Checkbox
            isSelected={values.usersCanEdit}
            onChange={(usersCanEdit) => setValues((current) => ({ ...current, usersCanEdit }))}
          >
            {t('externalContacts.folders.usersCanEdit')}
          </Checkbox>
          <p className="kz-form-help">{t('externalContacts.folders.accessHelp')}</p>
        </>
      )}
    </FormDialog>
  );
}
