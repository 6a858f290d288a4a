import { useState } from 'react';
import { ANPI_LIMITS, type AnpiKind, type StartAnpiCheckBody } from '@kizuna/api-client/contract';
import { DivisionTree, ErrorState, FormDialog, Radio, RadioGroup, Skeleton, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import type { LoadedDivisionTree } from '../../divisions';

export type StartCheckProblem = 'title' | 'divisions' | 'noTargets';

export interface StartCheckDialogProps {
  /** The division tree to choose from (`useDivisionTree`), loaded by the caller. */
  tree: LoadedDivisionTree;
  /** The divisions chosen, kept by the caller because the tree opens down to them. */
  divisionIds: readonly number[];
  onDivisionsChange: (divisionIds: number[]) => void;
  /**
   * Starts the check; answers null when started, a problem the dialog shows on its field, or a
   * failure that belongs to no field.
   */
  onStart: (body: StartAnpiCheckBody) => Promise<null | StartCheckProblem | 'failed'>;
  onClose: () => void;
}

const codePoints = (text: string) => [...text].length;

/**
 * Starts a safety check: a drill or a real emergency, a title and message, and who is asked (the
 * whole company, or chosen divisions with their sub-divisions). Everyone asked is told at once.
 */
export function StartCheckDialog({
  tree,
  divisionIds,
  onDivisionsChange,
  onStart,
  onClose,
}: StartCheckDialogProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AnpiKind>('DRILL');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [target, setTarget] = useState<'ALL' | 'DIVISIONS'>('DIVISIONS');
  const [problem, setProblem] = useState<StartCheckProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const titleProblem = (text: string) =>
    text.trim() === ''
      ? t('validation.required')
      : codePoints(text.trim()) > ANPI_LIMITS.titleMax
        ? t('anpi.admin.checks.titleTooLong', { max: ANPI_LIMITS.titleMax })
        : null;
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = async () => {
    setFailed(false);
    const ownTitle = titleProblem(title);
    setTitleError(ownTitle);
    if (ownTitle) return;
    if (target === 'DIVISIONS' && divisionIds.length === 0) {
      setProblem('divisions');
      return;
    }
    setSaving(true);
    const answer = await onStart({
      kind,
      title: title.trim(),
      message: message.trim(),
      wholeCompany: target === 'ALL',
      divisionIds: target === 'ALL' ? [] : [...divisionIds],
    });
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === 'failed') setFailed(true);
    else if (answer === 'title') setTitleError(t('validation.required'));
    else setProblem(answer);
  };

  const divisionsError =
    problem === 'divisions'
      ? t('anpi.admin.checks.divisionsRequired')
      : problem === 'noTargets'
        ? t('anpi.admin.checks.noTargets')
        : undefined;

  return (
    <FormDialog
      title={t('anpi.admin.checks.startTitle')}
      submitLabel={t('anpi.admin.checks.startSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      size="medium"
      failure={failed ? t('anpi.admin.checks.startFailed') : undefined}
    >
      <RadioGroup
        label={t('anpi.admin.checks.kind')}
        value={kind}
        onChange={(value) => setKind(value as AnpiKind)}
        orientation="horizontal"
      >
        <Radio value="DRILL">{t('anpi.kinds.DRILL')}</Radio>
        <Radio value="REAL">{t('anpi.kinds.REAL')}</Radio>
      </RadioGroup>
      <TextField
        label={t('anpi.admin.checks.fields.title')}
        value={title}
        onChange={(text) => {
          setTitle(text);
          setTitleError(null);
        }}
        isRequired
        autoFocus
        isInvalid={titleError !== null}
        errorMessage={titleError ?? undefined}
      />
      <TextField
        label={t('anpi.admin.checks.fields.message')}
        description={t('anpi.admin.checks.fields.messageHint')}
        value={message}
        onChange={setMessage}
        multiline
        rows={3}
        maxLength={ANPI_LIMITS.messageMax}
      />
      <RadioGroup
        label={t('anpi.admin.checks.targets')}
        value={target}
        onChange={(value) => {
          setTarget(value as 'ALL' | 'DIVISIONS');
          setProblem(null);
        }}
        isInvalid={divisionsError !== undefined}
        errorMessage={divisionsError}
      >
        <Radio value="DIVISIONS">{t('anpi.admin.checks.targetDivisions')}</Radio>
        <Radio value="ALL">{t('anpi.admin.checks.targetAll')}</Radio>
      </RadioGroup>
      {target === 'DIVISIONS' && (
        <div className="kz-anpi-start__divisions">
          <p className="kz-anpi-start__hint" id="kz-anpi-start-divisions-hint">
            {t('anpi.admin.checks.divisionsHint')}{' '}
            <strong>{t('anpi.admin.checks.divisionsChosen', { count: divisionIds.length })}</strong>
          </p>
          {tree.error != null ? (
            <ErrorState title={t('anpi.admin.checks.divisionsLoadFailed')} onRetry={tree.retry} />
          ) : !tree.roots ? (
            <Skeleton lines={4} />
          ) : (
            <DivisionTree
              roots={tree.roots}
              loadChildren={tree.loadChildren}
              knownChildren={tree.knownChildren}
              initiallyExpanded={tree.expandedIds}
              selectedIds={divisionIds}
              onSelectionChange={(ids) => {
                onDivisionsChange(ids);
                setProblem(null);
              }}
              label={t('anpi.admin.checks.divisionsLabel')}
            />
          )}
        </div>
      )}
    </FormDialog>
  );
}
