import { useState } from 'react';
import type { FieldError, UserImportIssue, UserImportResult } from '@kizuna/api-client/contract';
import { Button, FormDialog } from '@kizuna/ui';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** What checking or importing a file answered: its lines, the file refused as a whole, or a failure. */
export type UserImportAnswer =
  { readonly result: UserImportResult } | { readonly refused: FieldError } | { readonly failed: true };

export interface UserImportDialogProps {
  /** Checks the file (`preview`) or imports it. */
  onImport: (file: File, preview: boolean) => Promise<UserImportAnswer>;
  /** The file was imported. */
  onImported: (result: UserImportResult) => void;
  onClose: () => void;
}

/** One problem of a line in the person's language: the column, then what is wrong. */
function useIssueText() {
  const { t } = useTranslation();
  return (issue: UserImportIssue) => {
    const message = t(`admin.users.import.issues.${issue.key}`, {
      defaultValue: t(`validation.${issue.key === 'length' ? 'lengthMax' : issue.key}`, issue.values ?? {}),
      ...(issue.values ?? {}),
    });
    return issue.column === 'line'
      ? message
      : t('admin.users.import.issueOf', {
          column: t(`admin.users.import.columns.${issue.column}`),
          message,
        });
  };
}

function ImportLines({ result }: { result: UserImportResult }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const shown = result.failed > 0 ? result.lines.filter((line) => line.outcome === 'error') : result.lines;
  if (shown.length === 0) return null;
  return (
    <div className="kz-users-import__scroll">
      <table className="kz-users-import__lines">
        <caption className="kz-VisuallyHidden">{t('admin.users.import.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.users.import.line')}</th>
            <th scope="col">{t('admin.users.import.person')}</th>
            <th scope="col">{t('admin.users.import.result')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((line) => (
            <tr key={line.lineNumber} data-outcome={line.outcome}>
              <td>{line.lineNumber}</td>
              <td>
                {line.accountId} {line.fullname}
              </td>
              <td>
                {line.outcome === 'error' ? (
                  <ul className="kz-users-import__issues">
                    {line.issues.map((issue, index) => (
                      <li key={index}>{issueText(issue)}</li>
                    ))}
                  </ul>
                ) : (
                  t(`admin.users.import.outcomes.${line.outcome}`)
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
 * Imports a CSV or TSV of people: the file is checked first and each line says what it would do;
 * the import then applies all of it, or nothing when any line has an error.
 */
export function UserImportDialog({ onImport, onImported, onClose }: UserImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<UserImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const result = answer && 'result' in answer ? answer.result : null;

  const run = async (chosen: File, preview: boolean) => {
    setBusy(true);
    const next = await onImport(chosen, preview);
    setBusy(false);
    setAnswer(next);
    if ('result' in next && next.result.applied) onImported(next.result);
  };

  const failure =
    answer && 'failed' in answer
      ? t('admin.users.import.failed')
      : answer && 'refused' in answer
        ? t(`admin.users.import.problems.${answer.refused.key}`, {
            defaultValue: t('admin.users.import.failed'),
            ...(answer.refused.values ?? {}),
          })
        : result && result.failed > 0
          ? t('admin.users.import.hasErrors', { count: result.failed })
          : undefined;

  return (
    <FormDialog
      title={t('admin.users.import.title')}
      submitLabel={t('admin.users.import.submit')}
      onSubmit={() => {
        if (file) void run(file, false);
      }}
      onClose={onClose}
      isSaving={busy || !file || result === null || result.failed > 0}
      failure={failure}
      size="large"
    >
      <p className="kz-users-import__hint">{t('admin.users.import.hint')}</p>
      <p className="kz-users-import__hint">{t('admin.users.import.noPassword')}</p>
      <div className="kz-users-import__file">
        <FileTrigger
          acceptedFileTypes={['text/csv', '.csv', 'text/tab-separated-values', '.tsv', 'text/plain', '.txt']}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (!chosen) return;
            setFile(chosen);
            setAnswer(null);
            void run(chosen, true);
          }}
        >
          <Button variant="secondary">{t('admin.users.import.choose')}</Button>
        </FileTrigger>
        <span aria-live="polite">{file ? file.name : t('admin.users.import.noFile')}</span>
      </div>
      {result && (
        <p className="kz-users-import__summary" aria-live="polite">
          {t(result.applied ? 'admin.users.import.done' : 'admin.users.import.summary', {
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
