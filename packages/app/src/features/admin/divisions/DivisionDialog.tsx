import { useState } from 'react';
import type { AdminDivision, FieldError, SaveDivisionBody } from '@kizuna/api-client/contract';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import {
  divisionBody,
  divisionFormProblems,
  divisionFormValues,
  divisionProblemsOf,
  type DivisionField,
  type DivisionFormValues,
  type DivisionProblems,
} from './divisionForm';

export interface DivisionDialogProps {
  /** The division to edit; null creates one under `parent`. */
  division: AdminDivision | null;
  /** Where a new division goes: null for the top level. */
  parent: AdminDivision | null;
  /** Saves the body; null when saved, the field errors of a refusal, or a failure of no field. */
  onSave: (body: SaveDivisionBody) => Promise<null | readonly FieldError[] | 'failed'>;
  onClose: () => void;
}

const FIELDS: readonly { field: DivisionField; required?: true; multiline?: true; type?: 'tel' | 'url' }[] = [
  { field: 'divisionName', required: true },
  { field: 'divisionNameKana' },
  { field: 'divisionCode', required: true },
  { field: 'divisionPhoneNum', type: 'tel' },
  { field: 'divisionUrl', type: 'url' },
  { field: 'comment', multiline: true },
];

/** Creates or edits a division: name and code required, the code unique in the company. */
export function DivisionDialog({ division, parent, onSave, onClose }: DivisionDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DivisionFormValues>(() => divisionFormValues(division));
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<DivisionProblems>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems: DivisionProblems = checked ? { ...refused, ...divisionFormProblems(values) } : refused;

  const submit = async () => {
    setChecked(true);
    setFailed(false);
    if (Object.keys(divisionFormProblems(values)).length > 0) return;
    setSaving(true);
    const target = division
      ? { divisionId: division.divisionId }
      : { parentDivisionId: parent?.divisionId ?? null };
    const answer = await onSave(divisionBody(values, target));
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === 'failed') setFailed(true);
    else setRefused(divisionProblemsOf(answer));
  };

  return (
    <FormDialog
      title={
        division
          ? t('admin.division.editTitle')
          : parent
            ? t('admin.division.addUnderTitle', { name: parent.divisionName })
            : t('admin.division.addTitle')
      }
      submitLabel={t('admin.division.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('admin.division.saveFailed') : undefined}
      size="medium"
    >
      {FIELDS.map(({ field, required, multiline, type }) => {
        const problem = problems[field];
        return (
          <TextField
            key={field}
            label={t(`admin.division.fields.${field}`)}
            description={field === 'divisionCode' ? t('admin.division.fields.codeHint') : undefined}
            value={values[field]}
            onChange={(text) => {
              setValues((now) => ({ ...now, [field]: text }));
              setRefused({});
            }}
            {...(type ? { type } : {})}
            {...(multiline ? { multiline: true, rows: 3 } : {})}
            isRequired={required ?? false}
            isInvalid={problem !== undefined}
            errorMessage={problem ? t(problem.key, problem.values) : undefined}
          />
        );
      })}
    </FormDialog>
  );
}
