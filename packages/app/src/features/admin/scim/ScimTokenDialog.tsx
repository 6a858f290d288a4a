import { useState } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { checkTokenName, tokenNameProblem, type TokenNameProblem } from './scimTokenForm';

export interface ScimTokenDialogProps {
  /**
   * Creates the token; answers null when created, the field errors of a refusal (a 400), which
   * the dialog shows on the name, or a failure that belongs to no field.
   */
  onCreate: (name: string) => Promise<null | readonly FieldError[] | 'failed'>;
  onClose: () => void;
}

/** Names a new SCIM token: what the administrator will recognise it by when revoking it. */
export function ScimTokenDialog({ onCreate, onClose }: ScimTokenDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<TokenNameProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFailed(false);
    const own = checkTokenName(name);
    setProblem(own);
    if (own) return;
    setSaving(true);
    const answer = await onCreate(name.trim());
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === 'failed') setFailed(true);
    else setProblem(tokenNameProblem(answer));
  };

  return (
    <FormDialog
      title={t('admin.scim.createTitle')}
      submitLabel={t('admin.scim.createSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('admin.scim.createFailed') : undefined}
    >
      <TextField
        label={t('admin.scim.fields.name')}
        description={t('admin.scim.fields.nameHint')}
        value={name}
        onChange={(text) => {
          setName(text);
          setProblem(null);
        }}
        isRequired
        autoFocus
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem.key, problem.values) : undefined}
      />
    </FormDialog>
  );
}
