import './userEdit.css';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  USER_EDIT_FIELDS,
  UserEditFieldsSchema,
  type FieldError,
  type UserEdit,
  type UserEditField,
} from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Button, ErrorState, Skeleton, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { useFieldErrorText } from '../../errors/useFieldErrorText';
import { useToast } from '../../shared/toast';

type Values = Record<UserEditField, string>;

const MULTILINE: ReadonlySet<UserEditField> = new Set(['comment', 'remarks']);

function valuesOf(edit: UserEdit): Values {
  return Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, edit[field] ?? ''])) as Values;
}

/** Field errors by field name (`phoneNum`), the first of each. */
function byField(errors: readonly FieldError[]): Map<string, FieldError> {
  const map = new Map<string, FieldError>();
  for (const error of errors) {
    const field = error.path.replace(/^body\./, '');
    if (!map.has(field)) map.set(field, error);
  }
  return map;
}

export interface UserEditFormProps {
  /** The person whose directory fields are edited: oneself, or another with edit authority. */
  userId: number;
  /** Names the form. */
  label: string;
  /** After a save, with what was stored. */
  onSaved?: (edit: UserEdit) => void;
  /** Shows a Cancel button beside Save. */
  onCancel?: () => void;
  /** Whether the form holds changes not yet saved: my profile asks before leaving with them. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The user edit (002 §7): the directory fields a person may change, checked with the contract's
 * rules before sending; a refusal shows on its field and nothing is saved. Fields the company does
 * not let people change themselves (`editableFields`) are shown read-only with the reason.
 */
export function UserEditForm({ userId, label, onSaved, onCancel, onDirtyChange }: UserEditFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState<Values | null>(null);
  /** The values as stored: the form is dirty while they differ from `values`. */
  const [stored, setStored] = useState<Values | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [saving, setSaving] = useState(false);
  const [editable, setEditable] = useState<ReadonlySet<UserEditField>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    client.userEdit.get({ params: { userId } }, { signal: controller.signal }).then(
      (edit) => {
        setValues(valuesOf(edit));
        setStored(valuesOf(edit));
        setEditable(new Set(edit.editableFields));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [client, userId, round]);

  const dirty = values !== null && stored !== null && USER_EDIT_FIELDS.some((f) => values[f] !== stored[f]);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // Leaving the form (a closed dialog, another page) leaves nothing unsaved behind.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  if (failed) {
    return <ErrorState title={t('profile.userEdit.loadFailed')} onRetry={() => setRound((n) => n + 1)} />;
  }
  if (!values) return <Skeleton lines={4} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const refusals = checkBody(UserEditFieldsSchema, values);
    if (refusals.length > 0) {
      setErrors(byField(refusals));
      return;
    }
    setSaving(true);
    try {
      const saved = await client.userEdit.save({ params: { userId }, body: values });
      setValues(valuesOf(saved));
      setStored(valuesOf(saved));
      setEditable(new Set(saved.editableFields));
      setErrors(new Map());
      toast(t('profile.userEdit.saved'), 'success');
      onSaved?.(saved);
    } catch (cause) {
      const found = byField(fieldErrorsOf(cause));
      setErrors(found);
      if (found.size === 0) toast(t('profile.userEdit.saveFailed'), 'danger');
    } finally {
      setSaving(false);
    }
  }

  const someLocked = USER_EDIT_FIELDS.some((field) => !editable.has(field));
  const errorText = (error: FieldError) =>
    error.key === 'notSelfEditable' ? t('profile17.userEdit.notSelfEditable') : fieldText(error);

  return (
    <form className="kz-user-edit" aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      {someLocked && <p className="kz-form-help">{t('profile17.userEdit.lockedIntro')}</p>}
      <div className="kz-user-edit__fields">
        {USER_EDIT_FIELDS.map((field) => {
          const error = errors.get(field);
          const locked = !editable.has(field);
          return (
            <TextField
              key={field}
              className={MULTILINE.has(field) ? 'kz-user-edit__wide' : undefined}
              label={t(`profile.userEdit.fields.${field}`)}
              value={values[field]}
              onChange={(value) => setValues({ ...values, [field]: value })}
              multiline={MULTILINE.has(field)}
              rows={3}
              type={
                field === 'email2'
                  ? 'email'
                  : field === 'webUrl'
                    ? 'url'
                    : field.endsWith('Num')
                      ? 'tel'
                      : 'text'
              }
              // Shown as stored, read-only, with the reason; the save sends it unchanged.
              isReadOnly={locked}
              description={locked ? t('profile17.userEdit.lockedReason') : undefined}
              validationBehavior="aria"
              isInvalid={error !== undefined}
              errorMessage={error ? errorText(error) : undefined}
            />
          );
        })}
      </div>
      <div className="kz-user-edit__actions">
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('profile.userEdit.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
            {t('profile.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
