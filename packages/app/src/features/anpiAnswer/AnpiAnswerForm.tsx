import { useState } from 'react';
import { ANPI_LIMITS, ANPI_SAFETY } from '@kizuna/api-client/contract';
import type { AnpiAnswer, AnpiSafety, FieldError } from '@kizuna/api-client/contract';
import { Button, Radio, RadioGroup, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

/** What the form sends. */
export interface AnpiAnswerValues {
  safety: AnpiSafety;
  canWork: boolean;
  comment: string;
}

export interface AnpiAnswerFormProps {
  /** Names the form (and its fields' ids), so two forms may share a page. */
  id: string;
  /** The answer given so far, which the form starts from (an update). */
  initial?: Pick<AnpiAnswer, 'safety' | 'canWork' | 'comment'> | null;
  /** Sends the answer; answers the server's field errors, or nothing when it was recorded. */
  onSubmit: (values: AnpiAnswerValues) => Promise<FieldError[] | void>;
  /** The id of what else names the form (the check's title), so forms of two checks differ. */
  labelledBy?: string;
  /** The button's words. @default "Send answer" */
  submitLabel?: string;
}

const SAFETY_KEYS: Record<AnpiSafety, string> = {
  SAFE: 'anpiAnswer.safety.SAFE',
  MINOR_INJURY: 'anpiAnswer.safety.MINOR_INJURY',
  SERIOUS_INJURY: 'anpiAnswer.safety.SERIOUS_INJURY',
};

type Problems = Partial<Record<'safety' | 'canWork' | 'comment', string>>;

function problemsOf(errors: readonly FieldError[]): Problems {
  const problems: Problems = {};
  for (const error of errors) {
    const field = error.path.replace(/^body\./, '');
    if (field === 'safety' || field === 'canWork') problems[field] = 'anpiAnswer.form.choose';
    else if (field === 'comment') problems.comment = 'anpiAnswer.form.commentTooLong';
  }
  return problems;
}

/**
 * The fixed questions of a safety check as two sets of large choices (safe / minor / serious
 * injury; can come to work or not) and an optional comment: two taps and "Send" on a phone.
 */
export function AnpiAnswerForm({ id, initial, onSubmit, labelledBy, submitLabel }: AnpiAnswerFormProps) {
  const { t } = useTranslation();
  const [safety, setSafety] = useState<string>(initial?.safety ?? '');
  const [canWork, setCanWork] = useState<string>(initial == null ? '' : initial.canWork ? 'yes' : 'no');
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);

  async function submit() {
    const found: Problems = {};
    if (!safety) found.safety = 'anpiAnswer.form.choose';
    if (!canWork) found.canWork = 'anpiAnswer.form.choose';
    if ([...comment.trim()].length > ANPI_LIMITS.commentMax) found.comment = 'anpiAnswer.form.commentTooLong';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const refused = await onSubmit({
        safety: safety as AnpiSafety,
        canWork: canWork === 'yes',
        comment: comment.trim(),
      });
      if (refused && refused.length > 0) setProblems(problemsOf(refused));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="kz-anpi-form"
      aria-labelledby={labelledBy ? `${id}-title ${labelledBy}` : `${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className="kz-anpi-form__title">
        {t('anpiAnswer.form.title')}
      </h2>
      <RadioGroup
        className="kz-anpi-choices"
        label={t('anpiAnswer.form.safety')}
        value={safety}
        onChange={setSafety}
        isRequired
        isInvalid={problems.safety !== undefined}
        errorMessage={problems.safety && t(problems.safety)}
      >
        {ANPI_SAFETY.map((value) => (
          <Radio key={value} value={value} className="kz-anpi-choice" data-tone={value}>
            {t(SAFETY_KEYS[value])}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        className="kz-anpi-choices"
        label={t('anpiAnswer.form.canWork')}
        value={canWork}
        onChange={setCanWork}
        isRequired
        isInvalid={problems.canWork !== undefined}
        errorMessage={problems.canWork && t(problems.canWork)}
      >
        <Radio value="yes" className="kz-anpi-choice">
          {t('anpiAnswer.canWork.yes')}
        </Radio>
        <Radio value="no" className="kz-anpi-choice">
          {t('anpiAnswer.canWork.no')}
        </Radio>
      </RadioGroup>
      <TextField
        label={t('anpiAnswer.form.comment')}
        description={t('anpiAnswer.form.commentHelp', { max: ANPI_LIMITS.commentMax })}
        multiline
        rows={3}
        value={comment}
        onChange={setComment}
        isInvalid={problems.comment !== undefined}
        errorMessage={problems.comment && t(problems.comment, { max: ANPI_LIMITS.commentMax })}
      />
      <Button type="submit" variant="primary" className="kz-anpi-form__submit" isDisabled={sending}>
        {submitLabel ?? t('anpiAnswer.form.submit')}
      </Button>
    </form>
  );
}
