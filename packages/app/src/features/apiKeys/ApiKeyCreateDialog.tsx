import { useState } from 'react';
import {
  CreateApiKeyBodySchema,
  type ApiKeyExpiry,
  type ApiKeyUserScope,
  type FieldError,
} from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Checkbox, CheckboxGroup, FormDialog, Radio, RadioGroup, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './scopeText';

export interface NewApiKey {
  note: string;
  expiry: ApiKeyExpiry;
  scope: ApiKeyUserScope[];
}

export interface ApiKeyCreateDialogProps {
  /** The scopes the person may give a key (002 §6); only these are offered. */
  allowedScopes: readonly ApiKeyUserScope[];
  /** The expiry choices the tenant allows (002 §6); only these are offered. */
  allowedExpiries: readonly ApiKeyExpiry[];
  /**
   * Creates the key; answers null when created, the field errors of a refusal, which the dialog
   * shows on their fields, or a failure that belongs to no field (its message).
   */
  onCreate: (key: NewApiKey) => Promise<null | readonly FieldError[] | { failure: string }>;
  onClose: () => void;
}

/** Note, expiry and scopes of a new personal API key. */
export function ApiKeyCreateDialog({
  allowedScopes,
  allowedExpiries,
  onCreate,
  onClose,
}: ApiKeyCreateDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [expiry, setExpiry] = useState<ApiKeyExpiry>(
    allowedExpiries.includes('DAYS90') ? 'DAYS90' : (allowedExpiries[0] ?? 'DAYS30'),
  );
  const [scope, setScope] = useState<ApiKeyUserScope[]>([]);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFailure(null);
    const key = { note: note.trim(), expiry, scope };
    const own = checkBody(CreateApiKeyBodySchema, key);
    setErrors(own);
    if (own.length > 0) return;
    setSaving(true);
    const answer = await onCreate(key);
    setSaving(false);
    if (answer === null) onClose();
    else if ('failure' in answer) setFailure(answer.failure);
    else setErrors(answer);
  };

  const noteError = fieldMessage(t, errors, 'body.note');
  const scopeError = fieldMessage(t, errors, 'body.scope');
  const expiryError = fieldMessage(t, errors, 'body.expiry');
  return (
    <FormDialog
      title={t('apiKeys.createTitle')}
      submitLabel={t('apiKeys.createSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failure ?? undefined}
      size="medium"
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
      <RadioGroup
        label={t('apiKeys.fields.expiry')}
        value={expiry}
        onChange={(value) => {
          setExpiry(value as ApiKeyExpiry);
          setErrors((current) => current.filter((e) => e.path !== 'body.expiry'));
        }}
        isInvalid={expiryError !== null}
        errorMessage={expiryError ?? undefined}
      >
        {allowedExpiries.map((choice) => (
          <Radio key={choice} value={choice}>
            {t(`apiKeys.expiry.${choice}`)}
          </Radio>
        ))}
      </RadioGroup>
      <CheckboxGroup
        label={t('apiKeys.fields.scope')}
        description={t('apiKeys.fields.scopeHint')}
        value={scope}
        onChange={(value) => {
          setScope(value as ApiKeyUserScope[]);
          setErrors((current) => current.filter((e) => e.path !== 'body.scope'));
        }}
        isInvalid={scopeError !== null}
        errorMessage={scopeError ?? undefined}
      >
        {allowedScopes.map((choice) => (
          <Checkbox key={choice} value={choice}>
            {t(`apiKeys.scopes.${choice}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}
