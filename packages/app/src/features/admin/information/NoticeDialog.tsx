import { useState } from 'react';
import type { AdminNotice, FieldError, NoticeImportance } from '@kizuna/api-client/contract';
import { NOTICE_IMPORTANCE } from '@kizuna/api-client/contract';
import {
  Checkbox,
  DatePicker,
  FormDialog,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  formatDate,
  parseDateText,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { NoticeItem } from '../../notices';
import {
  noticeBody,
  noticeFormProblems,
  noticeFormValues,
  problemsOf,
  type NoticeFormValues,
  type NoticeProblems,
} from './noticeForm';

export interface NoticeDialogProps {
  /** The notice to edit; null creates one. */
  notice: AdminNotice | null;
  /**
   * Saves the body; answers null when saved, or the field errors of a refusal (a 400), which
   * the dialog shows on their fields, or a failure that belongs to no field.
   */
  onSave: (body: ReturnType<typeof noticeBody>) => Promise<null | readonly FieldError[] | 'failed'>;
  onClose: () => void;
}

const IMPORTANCE_LABELS: Record<NoticeImportance, string> = {
  0: 'home.notices.importance.low',
  1: 'home.notices.importance.middle',
  2: 'home.notices.importance.high',
};

/**
 * Creates or edits a notice: title and text (required), importance, display period (start not
 * after end, or no end), display flag and must-read; with a preview as people will see it.
 */
export function NoticeDialog({ notice, onSave, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<NoticeFormValues>(() => noticeFormValues(notice));
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<NoticeProblems>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems: NoticeProblems = checked ? { ...refused, ...noticeFormProblems(values) } : refused;
  const change = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
    setRefused({});
  };
  const message = (field: keyof NoticeProblems) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const submit = async () => {
    setChecked(true);
    setFailed(false);
    if (Object.keys(noticeFormProblems(values)).length > 0) return;
    setSaving(true);
    const answer = await onSave(noticeBody(values, notice?.informationId));
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === 'failed') setFailed(true);
    else setRefused(problemsOf(answer));
  };

  const day = (text: string | null) => (text ? parseDateText(text) : null);
  const preview = {
    informationId: notice?.informationId ?? 0,
    title: values.title.trim() || t('admin.information.previewTitle'),
    memo: values.memo.trim() || t('admin.information.previewMemo'),
    important: values.important,
    startDatetime: noticeBody(values).startDatetime || new Date().toISOString(),
    endDatetime: null,
    indefinitePeriod: values.indefinitePeriod,
    mustRead: values.mustRead,
    read: false,
  };

  return (
    <FormDialog
      title={notice ? t('admin.information.editTitle') : t('admin.information.addTitle')}
      submitLabel={t('admin.information.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('admin.information.saveFailed') : undefined}
      size="large"
    >
      <TextField
        label={t('admin.information.fields.title')}
        value={values.title}
        onChange={(text) => change('title', text)}
        isRequired
        isInvalid={problems.title !== undefined}
        errorMessage={message('title')}
      />
      <TextField
        label={t('admin.information.fields.memo')}
        value={values.memo}
        onChange={(text) => change('memo', text)}
        multiline
        rows={5}
        isRequired
        isInvalid={problems.memo !== undefined}
        errorMessage={message('memo')}
      />
      <RadioGroup
        label={t('admin.information.fields.important')}
        orientation="horizontal"
        value={String(values.important)}
        onChange={(key) => change('important', Number(key) as NoticeImportance)}
        isInvalid={problems.important !== undefined}
        errorMessage={message('important')}
      >
        {Object.values(NOTICE_IMPORTANCE).map((level) => (
          <Radio key={level} value={String(level)}>
            {t(IMPORTANCE_LABELS[level])}
          </Radio>
        ))}
      </RadioGroup>
      <fieldset className="kz-fieldset kz-notice-admin__period">
        <legend>{t('admin.information.periodLegend')}</legend>
        <DatePicker
          label={t('admin.information.fields.start')}
          value={day(values.startDate)}
          onChange={(date) => change('startDate', date ? formatDate(date) : null)}
          isRequired
          format="YYYY/MM/DD"
          errorMessage={message('startDate')}
        />
        <DatePicker
          label={t('admin.information.fields.end')}
          value={values.indefinitePeriod ? null : day(values.endDate)}
          onChange={(date) => change('endDate', date ? formatDate(date) : null)}
          isDisabled={values.indefinitePeriod}
          isRequired={!values.indefinitePeriod}
          format="YYYY/MM/DD"
          errorMessage={message('endDate')}
        />
        <Checkbox isSelected={values.indefinitePeriod} onChange={(on) => change('indefinitePeriod', on)}>
          {t('admin.information.fields.indefinite')}
        </Checkbox>
      </fieldset>
      <Switch isSelected={values.enabled} onChange={(on) => change('enabled', on)}>
        {t('admin.information.fields.enabled')}
      </Switch>
      <div>
        <Switch isSelected={values.mustRead} onChange={(on) => change('mustRead', on)}>
          {t('admin.information.fields.mustRead')}
        </Switch>
        <p className="kz-form-help">{t('admin.information.fields.mustReadHint')}</p>
      </div>
      <section className="kz-notice-admin__preview" aria-labelledby="kz-notice-preview">
        <h3 id="kz-notice-preview">{t('admin.information.preview')}</h3>
        <ul className="kz-notices__list" inert>
          <NoticeItem notice={preview} />
        </ul>
      </section>
    </FormDialog>
  );
}
