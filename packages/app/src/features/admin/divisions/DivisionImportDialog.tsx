import { useState } from 'react';
import type { DivisionImportIssue, DivisionImportResult } from '@kizuna/api-client/contract';
import { Button, FormDialog } from '@kizuna/ui';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface DivisionImportDialogProps {
  /** Checks the file (`preview`) or imports it; null when the call failed. */
  onImport: (file: File, preview: boolean) => Promise<DivisionImportResult | null>;
  /** The file was imported. */
  onImported: (result: DivisionImportResult) => void;
  onClose: () => void;
}

/** One problem of a line in the person's language: the column, then what is wrong. */
function useIssueText() {
  const { t } = useTranslation();
  return (issue: DivisionImportIssue) => {
    const message = t(`admin.division.import.issues.${issue.key}`, {
      defaultValue: t(`validation.${issue.key === 'length' ? 'lengthMax' : issue.key}`, issue.values ?? {}),
      ...(issue.values ?? {}),
    });
    return issue.column === 'line'
      ? message
      : t('admin.division.import.issueOf', {
          column: t(`admin.division.import.columns.${issue.column}`),
          message,
        });
  };
}

function ImportLines({ result }: { result: DivisionImportResult }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const shown = result.failed > 0 ? result.lines.filter((line) => line.outcome === 'error') : result.lines;
  if (shown.length === 0) return null;
  return (
    <div className="kz-division-import__scroll">
      <table className="kz-division-import__lines">
        <caption className="kz-VisuallyHidden">{t('admin.division.import.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.division.import.line')}</th>
            <th scope="col">{t('admin.division.import.division')}</th>
            <th scope="col">{t('admin.division.import.result')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((line) => (
            <tr key={line.lineNumber} data-outcome={line.outcome}>
              <td>{line.lineNumber}</td>
              <td>
                {line.divisionCode} {line.divisionName}
              </td>
              <td>
                {line.outcome === 'error' ? (
                  <ul className="kz-division-import__issues">
                    {line.issues.map((issue, index) => (
                      <li key={index}>{issueText(issue)}</li>
                    ))}
                  </ul>
                ) : (
                  t(`admin.division.import.outcomes.${line.outcome}`)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Imports a CSV of divisions: the file is checked first and each line says what it would do; the
 * import then applies all of it, or nothing when any line has an error.
 */
export function DivisionImportDialog({ onImport, onImported, onClose }: DivisionImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DivisionImportResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (chosen: File, preview: boolean) => {
    setBusy(true);
    setFailed(false);
    const answer = await onImport(chosen, preview);
    setBusy(false);
    if (!answer) return setFailed(true);
    setResult(answer);
    if (answer.applied) onImported(answer);
  };

  const failure = failed
    ? t('admin.division.import.failed')
    : result?.problem
      ? t(`admin.division.import.problems.${result.problem}`)
      : result && result.failed > 0
        ? t('admin.division.import.hasErrors', { count: result.failed })
        : undefined;

  return (
    <FormDialog
      title={t('admin.division.import.title')}
      submitLabel={t('admin.division.import.submit')}
      onSubmit={() => {
        if (file) void run(file, false);
      }}
      onClose={onClose}
      isSaving={busy || !file || result === null || result.problem !== null || result.failed > 0}
      failure={failure}
      size="large"
    >
      <p className="kz-division-admin__hint">{t('admin.division.import.hint')}</p>
      <div className="kz-division-import__file">
        <FileTrigger
          acceptedFileTypes={['text/csv', '.csv', 'text/plain']}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (!chosen) return;
            setFile(chosen);
            setResult(null);
            void run(chosen, true);
          }}
        >
          <Button variant="secondary">{t('admin.division.import.choose')}</Button>
        </FileTrigger>
        <span aria-live="polite">{file ? file.name : t('admin.division.import.noFile')}</span>
      </div>
      {result && result.problem === null && (
        <p className="kz-division-import__summary" aria-live="polite">
          {t(result.applied ? 'admin.division.import.done' : 'admin.division.import.summary', {
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
            failed: result.failed,
          })}
        </p>
      )}
      {result && <ImportLines result={result} />}
    </FormDialog>
  );
}
