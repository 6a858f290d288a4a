import { useEffect, useRef, useState } from 'react';
import {
  PRESENCE_LIMITS,
  SETTABLE_SCHEDULE_SHOW_AS,
  type FieldError,
  type ScheduleItemBody,
} from '@kizuna/api-client/contract';
import { codePointLength } from '@kizuna/api-client/validation';
import { FormDialog, Select, SelectItem, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useFieldErrorText } from '../../errors/useFieldErrorText';

type ShowAs = (typeof SETTABLE_SCHEDULE_SHOW_AS)[number];

interface Values {
  subject: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a `datetime-local` input holds it. */
  start: string;
  end: string;
  status: ShowAs;
  location: string;
}

type Field = keyof Values;

const HOUR_MS = 3_600_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A date as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The instant a `datetime-local` value names in the browser's time zone; null when it names none. */
function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A new item starts at the next full hour and lasts an hour, like a calendar's new meeting. */
function initialValues(now: Date): Values {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setTime(start.getTime() + HOUR_MS);
  return {
    subject: '',
    start: toLocalInput(start),
    end: toLocalInput(new Date(start.getTime() + HOUR_MS)),
    status: 'busy',
    location: '',
  };
}

/** The checks of the server's body schema, so most mistakes are told before anything is sent. */
function check(values: Values): Map<Field, FieldError> {
  const found = new Map<Field, FieldError>();
  const subject = values.subject.trim();
  if (subject === '') found.set('subject', { path: 'body.subject', key: 'required' });
  else if (codePointLength(subject) > PRESENCE_LIMITS.subjectMax)
    found.set('subject', {
      path: 'body.subject',
      key: 'length',
      values: { max: PRESENCE_LIMITS.subjectMax },
    });
  const start = fromLocalInput(values.start);
  const end = fromLocalInput(values.end);
  if (!start) found.set('start', { path: 'body.start', key: values.start === '' ? 'required' : 'invalid' });
  if (!end) found.set('end', { path: 'body.end', key: values.end === '' ? 'required' : 'invalid' });
  else if (start && end.getTime() <= start.getTime())
    found.set('end', { path: 'body.end', key: 'endAfterStart' });
  if (codePointLength(values.location.trim()) > PRESENCE_LIMITS.locationMax)
    found.set('location', {
      path: 'body.location',
      key: 'length',
      values: { max: PRESENCE_LIMITS.locationMax },
    });
  return found;
}

export interface ScheduleItemDialogProps {
  /** Sends the item; rejects with the server's answer when it is refused. */
  onSubmit: (body: ScheduleItemBody) => Promise<void>;
  onClose: () => void;
  /** When the dialog opens; the suggested times follow it. */
  now?: Date;
}

/**
 * Adds an item to the signed-in person's own schedule: a title, when it starts and ends (in the
 * browser's time zone), how the time shows to colleagues and an optional place. Each field the
 * server checks is checked here first with the same rule; the server's own refusals land on the
 * same fields.
 */
export function ScheduleItemDialog({ onSubmit, onClose, now }: ScheduleItemDialogProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const [values, setValues] = useState(() => initialValues(now ?? new Date()));
  const [errors, setErrors] = useState<Map<Field, FieldError>>(new Map());
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by each refusal: focus then goes to the first field to fix, where its message is read.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function errorText(field: Field): string | undefined {
    const error = errors.get(field);
    if (!error) return undefined;
    // The server names an end that is not after the start `invalid`: the only way the page can cause it.
    if (field === 'end' && (error.key === 'endAfterStart' || error.key === 'invalid'))
      return t('schedule.endAfterStart');
    return fieldText(error);
  }

  async function submit() {
    setFailed(false);
    const found = check(values);
    setErrors(found);
    if (found.size > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    const location = values.location.trim();
    setSaving(true);
    try {
      await onSubmit({
        subject: values.subject.trim(),
        start: fromLocalInput(values.start)!.toISOString(),
        end: fromLocalInput(values.end)!.toISOString(),
        status: values.status,
        location: location === '' ? null : location,
      });
      onClose();
    } catch (cause) {
      const refused = new Map<Field, FieldError>();
      for (const error of fieldErrorsOf(cause)) {
        const field = error.path.replace(/^body\./, '');
        if (field in values && !refused.has(field as Field)) refused.set(field as Field, error);
      }
      setErrors(refused);
      setFailed(refused.size === 0);
      if (refused.size > 0) setRefusals((count) => count + 1);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Field) => ({
    isInvalid: errors.has(name),
    errorMessage: errorText(name),
  });

  return (
    <FormDialog
      title={t('schedule.dialogTitle')}
      formRef={formRef}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitLabel={t('schedule.save')}
      cancelLabel={t('schedule.cancel')}
      isSaving={saving}
      failure={failed ? t('schedule.saveFailed') : null}
    >
      <TextField
        label={t('schedule.subject')}
        value={values.subject}
        onChange={(subject) => set('subject', subject)}
        isRequired
        autoFocus
        autoComplete="off"
        {...field('subject')}
      />
      <TextField
        label={t('schedule.start')}
        type="datetime-local"
        value={values.start}
        onChange={(start) => set('start', start)}
        isRequired
        {...field('start')}
      />
      <TextField
        label={t('schedule.end')}
        type="datetime-local"
        value={values.end}
        onChange={(end) => set('end', end)}
        isRequired
        {...field('end')}
      />
      <p className="kz-form-help">{t('schedule.timeZoneHelp')}</p>
      <Select
        label={t('schedule.showAs')}
        selectedKey={values.status}
        onSelectionChange={(key) => {
          if (key !== null) set('status', key as ShowAs);
        }}
        {...field('status')}
      >
        {SETTABLE_SCHEDULE_SHOW_AS.map((showAs) => (
          <SelectItem key={showAs} id={showAs}>
            {t(`schedule.showAsValues.${showAs}`)}
          </SelectItem>
        ))}
      </Select>
      <TextField
        label={t('schedule.location')}
        value={values.location}
        onChange={(location) => set('location', location)}
        autoComplete="off"
        {...field('location')}
      />
    </FormDialog>
  );
}
