import './externalContacts.css';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  PHONE_CHARACTERS,
  type ExternalContactDetail,
  type ExternalContactFieldsInput,
  type FieldError,
} from '@kizuna/api-client/contract';
import { isValidUrl } from '@kizuna/api-client/validation';
import { Button, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useFieldErrorText } from '../../errors/useFieldErrorText';

const TEXT_FIELDS = [
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'companyName',
  'companyNameKana',
  'divisionName',
  'divisionNameKana',
  'position',
  'phoneNum',
  'mobileNum',
  'companyMobileNum',
  'personalMobileNum',
  'faxNum',
  'email1',
  'email2',
  'webUrl',
  'companyZipcode',
  'companyAddress1',
  'companyAddress2',
  'companyUrl',
  'companyPhoneNum',
  'divisionZipcode',
  'divisionAddress1',
  'divisionAddress2',
  'divisionUrl',
  'divisionPhoneNum',
  'comment',
  'remarks',
  'sortScore',
] as const;
export type ContactFormField = (typeof TEXT_FIELDS)[number];
export type ContactFormValues = Record<ContactFormField, string>;

const PHONE_FIELDS = new Set<ContactFormField>([
  'phoneNum',
  'mobileNum',
  'companyMobileNum',
  'personalMobileNum',
  'faxNum',
  'companyPhoneNum',
  'divisionPhoneNum',
]);
const URL_FIELDS = new Set<ContactFormField>(['webUrl', 'companyUrl', 'divisionUrl']);
const MULTILINE_FIELDS = new Set<ContactFormField>(['comment', 'remarks']);

/** Sections of the form, in the order a business card reads. */
const SECTIONS: readonly { key: string; fields: readonly ContactFormField[] }[] = [
  { key: 'person', fields: ['fullname', 'fullnameKana', 'fullnameAlphabet', 'position'] },
  {
    key: 'company',
    fields: ['companyName', 'companyNameKana', 'divisionName', 'divisionNameKana'],
  },
  {
    key: 'phones',
    fields: ['phoneNum', 'mobileNum', 'companyMobileNum', 'personalMobileNum', 'faxNum'],
  },
  { key: 'internet', fields: ['email1', 'email2', 'webUrl'] },
  {
    key: 'companyAddress',
    fields: ['companyZipcode', 'companyAddress1', 'companyAddress2', 'companyUrl', 'companyPhoneNum'],
  },
  {
    key: 'divisionAddress',
    fields: ['divisionZipcode', 'divisionAddress1', 'divisionAddress2', 'divisionUrl', 'divisionPhoneNum'],
  },
  { key: 'notes', fields: ['comment', 'remarks', 'sortScore'] },
];

export function emptyContactValues(prefill: Partial<ContactFormValues> = {}): ContactFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as ContactFormValues;
  return { ...values, ...prefill };
}

export function contactValuesOf(detail: ExternalContactDetail): ContactFormValues {
  const values = emptyContactValues();
  for (const field of TEXT_FIELDS) values[field] = String(detail[field] ?? '');
  return values;
}

/** The checks of 001 §5 the browser can make before sending; the server checks them all again. */
export function checkContactValues(values: ContactFormValues): Map<ContactFormField, FieldError> {
  const errors = new Map<ContactFormField, FieldError>();
  if (values.fullname.trim() === '') errors.set('fullname', { path: 'body.fullname', key: 'required' });
  for (const field of PHONE_FIELDS) {
    if (!PHONE_CHARACTERS.test(values[field].trim()))
      errors.set(field, { path: `body.${field}`, key: 'phone' });
  }
  for (const field of URL_FIELDS) {
    if (!isValidUrl(values[field].trim())) errors.set(field, { path: `body.${field}`, key: 'url' });
  }
  if (!/^[0-9]*$/.test(values.sortScore.trim())) {
    errors.set('sortScore', { path: 'body.sortScore', key: 'numeric' });
  }
  return errors;
}

export function contactBodyOf(values: ContactFormValues): ExternalContactFieldsInput {
  const body: Record<string, string> = {};
  for (const field of TEXT_FIELDS) body[field] = values[field].trim();
  return body as unknown as ExternalContactFieldsInput;
}

export interface ContactFormProps {
  initialValues: ContactFormValues;
  submitLabel: string;
  onSubmit: (body: ExternalContactFieldsInput) => Promise<void>;
  onCancel: () => void;
  /** Shown before the form (outside it), with the values now and a way to change some of them. */
  renderBefore?: (
    values: ContactFormValues,
    apply: (changes: Partial<ContactFormValues>) => void,
  ) => ReactNode;
}

/** The add and edit form of an external contact; errors of the browser's and the server's checks show under their fields. */
export function ContactForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  renderBefore,
}: ContactFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const found = checkContactValues(values);
    setErrors(found);
    if (found.size > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(contactBodyOf(values));
    } catch (cause) {
      const byField = new Map<string, FieldError>();
      for (const error of fieldErrorsOf(cause)) {
        const field = error.path.replace(/^body\./, '');
        if (!byField.has(field)) byField.set(field, error);
      }
      setErrors(byField);
      setFailed(byField.size === 0);
    } finally {
      setSaving(false);
    }
  }

  function errorText(error: FieldError): string {
    return error.key === 'phone' || (error.key === 'pattern' && PHONE_FIELDS.has(fieldOf(error)))
      ? t('externalContacts.form.phoneRule')
      : fieldText(error);
  }

  return (
    <>
      {renderBefore?.(values, (changes) => setValues((current) => ({ ...current, ...changes })))}
      <form className="kz-ext-form" onSubmit={(event) => void submit(event)} noValidate>
        {errors.size > 0 && (
          <p role="alert" className="kz-form-error">
            {t('externalContacts.form.fixErrors', { count: errors.size })}
          </p>
        )}
        {SECTIONS.map((section) => (
          <fieldset key={section.key} className="kz-ext-form__section">
            <legend>{t(`externalContacts.sections.${section.key}`)}</legend>
            {section.fields.map((field) => {
              const error = errors.get(field);
              return (
                <TextField
                  key={field}
                  name={field}
                  label={t(`externalContacts.fields.${field}`)}
                  value={values[field]}
                  onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                  isRequired={field === 'fullname'}
                  isInvalid={error !== undefined}
                  errorMessage={error ? errorText(error) : undefined}
                  description={field === 'sortScore' ? t('externalContacts.form.sortScoreHelp') : undefined}
                  multiline={MULTILINE_FIELDS.has(field)}
                  inputMode={PHONE_FIELDS.has(field) ? 'tel' : field === 'sortScore' ? 'numeric' : undefined}
                  type={field.startsWith('email') ? 'email' : URL_FIELDS.has(field) ? 'url' : 'text'}
                  autoComplete="off"
                />
              );
            })}
          </fieldset>
        ))}
        {failed && (
          <p role="alert" className="kz-form-error">
            {t('externalContacts.form.saveFailed')}
          </p>
        )}
        {/* Disabled rather than pending: a pending button's announcement outlives the page this form leaves. */}
        <div className="kz-ext-form__actions">
          <Button onPress={onCancel}>{t('externalContacts.form.cancel')}</Button>
          <Button type="submit" variant="primary" isDisabled={saving}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}

function fieldOf(error: FieldError): ContactFormField {
  return error.path.replace(/^body\./, '') as ContactFormField;
}

function focusFirstInvalid(form: HTMLFormElement) {
  // After React renders the messages, move focus to the first field to fix.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
