import './importDialog.css';
import { useEffect, useState } from 'react';
import type { ImportJobProblem, ImportJobState } from '@kizuna/api-client/contract';
import { Button, FormDialog } from '@kizuna/ui';
import { FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** A problem of one line: the column (or `line` for the line itself) and a rule key. */
export interface ImportIssue {
  readonly column: string;
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>> | undefined;
}

/** One line of a file, as checking or importing it answers. */
export interface ImportLine {
  readonly lineNumber: number;
  readonly outcome: 'create' | 'update' | 'unchanged' | 'error';
  readonly issues: readonly ImportIssue[];
}

/** What checking or importing a file did (or would do), line by line. */
export interface ImportResult<L extends ImportLine> {
  readonly applied: boolean;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly failed: number;
  readonly lines: readonly L[];
}

/** A file refused as a whole: a key of the texts' `problems`, with its values. */
export interface ImportRefusal {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>> | undefined;
}

/** What checking a file answered: its lines, the file refused as a whole, or a failed call. */
export type ImportCheck<R> =
  { readonly result: R } | { readonly refused: ImportRefusal } | { readonly failed: true };

/** What starting an import answered: the job that imports the file, a refusal, or a failed call. */
export type ImportStart =
  { readonly jobId: number } | { readonly refused: ImportRefusal } | { readonly failed: true };

/** An import job as the dialog polls it. */
export interface ImportJobStatus<R> {
  readonly state: ImportJobState;
  readonly lineCount: number | null;
  readonly problem: ImportJobProblem | null;
  readonly result: R | null;
}

export interface ImportDialogProps<L extends ImportLine> {
  /**
   * The key under which the dialog's texts are: `title`, `submit`, `choose`, `noFile`, `summary`,
   * `done`, `failed`, `hasErrors`, `problems.*`, `issues.*`, `issueOf`, `columns.*`, `line`,
   * `result`, `linesCaption` and `outcomes.*`.
   */
  messages: string;
  /** Paragraphs under the title: what the file holds and how it is imported. */
  hints: readonly string[];
  /** The header of the column naming what a line is about. */
  subjectLabel: string;
  /** What a line is about, as the file names it. */
  subjectOf: (line: L) => string;
  /** File types the chooser offers. */
  acceptedFileTypes: readonly string[];
  /** Checks the file; changes nothing. */
  check: (file: File) => Promise<ImportCheck<ImportResult<L>>>;
  /** Starts importing the file: the server answers with its job at once. */
  start: (file: File) => Promise<ImportStart>;
  /** The job as it is now; null when the call failed (it is asked again). */
  poll: (jobId: number) => Promise<ImportJobStatus<ImportResult<L>> | null>;
  /** The file was imported. */
  onImported: (result: ImportResult<L>) => void;
  onClose: () => void;
  /** How often the job is asked about while it runs. @default 1000 */
  pollMs?: number;
}

const ENDED: readonly ImportJobState[] = ['DONE', 'FAILED'];

/** One problem of a line in the person's language: the column, then what is wrong. */
function useIssueText(messages: string) {
  const { t } = useTranslation();
  return (issue: ImportIssue) => {
    const message = t(`${messages}.issues.${issue.key}`, {
      defaultValue: t(`validation.${issue.key === 'length' ? 'lengthMax' : issue.key}`, issue.values ?? {}),
      ...(issue.values ?? {}),
    });
    return issue.column === 'line'
      ? message
      : t(`${messages}.issueOf`, { column: t(`${messages}.columns.${issue.column}`), message });
  };
}

function ImportLines<L extends ImportLine>({
  result,
  messages,
  subjectLabel,
  subjectOf,
}: {
  result: ImportResult<L>;
  messages: string;
  subjectLabel: string;
  subjectOf: (line: L) => string;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText(messages);
  const shown = result.failed > 0 ? result.lines.filter((line) => line.outcome === 'error') : result.lines;
  if (shown.length === 0) return null;
  return (
    <div className="kz-import-dialog__scroll">
      <table className="kz-import-dialog__lines">
        <caption className="kz-VisuallyHidden">{t(`${messages}.linesCaption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${messages}.line`)}</th>
            <th scope="col">{subjectLabel}</th>
            <th scope="col">{t(`${messages}.result`)}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((line) => (
            <tr key={line.lineNumber} data-outcome={line.outcome}>
              <td>{line.lineNumber}</td>
              <td>{subjectOf(line)}</td>
              <td>
                {line.outcome === 'error' ? (
                  <ul className="kz-import-dialog__issues">
                    {line.issues.map((issue, index) => (
                      <li key={index}>{issueText(issue)}</li>
                    ))}
                  </ul>
                ) : (
                  t(`${messages}.outcomes.${line.outcome}`)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The running import: waiting for the server's worker, or importing the file's lines. */
function ImportProgress({ status }: { status: ImportJobStatus<unknown> | null }) {
  const { t } = useTranslation();
  const label =
    status?.state === 'RUNNING'
      ? status.lineCount === null
        ? t('admin.importJob.running')
        : t('admin.importJob.runningLines', { count: status.lineCount })
      : t('admin.importJob.queued');
  return (
    <ProgressBar isIndeterminate className="kz-import-dialog__progress">
      <Label className="kz-import-dialog__progress-label">{label}</Label>
      <div className="kz-import-dialog__progress-track">
        <div className="kz-import-dialog__progress-fill" />
      </div>
      <span className="kz-import-dialog__hint">{t('admin.importJob.closeHint')}</span>
    </ProgressBar>
  );
}

/**
 * Imports a CSV or TSV of the administration: the file is checked first and each line says what
 * it would do; the import then runs on the server as a job, all of it or nothing when any line
 * has an error, and the dialog follows the job until it ends. Closing the dialog leaves the job
 * running.
 */
export function ImportDialog<L extends ImportLine>({
  messages,
  hints,
  subjectLabel,
  subjectOf,
  acceptedFileTypes,
  check,
  start,
  poll,
  onImported,
  onClose,
  pollMs = 1000,
}: ImportDialogProps<L>) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportCheck<ImportResult<L>> | null>(null);
  const [started, setStarted] = useState<ImportStart | null>(null);
  const [job, setJob] = useState<ImportJobStatus<ImportResult<L>> | null>(null);
  const [busy, setBusy] = useState(false);
  const jobId = started && 'jobId' in started ? started.jobId : null;
  const ended = job !== null && ENDED.includes(job.state);

  useEffect(() => {
    if (jobId === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const status = await poll(jobId).catch(() => null);
      if (cancelled) return;
      if (status) setJob(status);
      if (status && ENDED.includes(status.state)) {
        if (status.state === 'DONE' && status.result) onImported(status.result);
        return;
      }
      timer = setTimeout(() => void ask(), pollMs);
    };
    void ask();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The job is followed from its start to its end; new props do not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId]);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setChecked(null);
    setStarted(null);
    setJob(null);
    setBusy(true);
    setChecked(await check(chosen));
    setBusy(false);
  };
  const importFile = async () => {
    if (!file) return;
    setBusy(true);
    setStarted(await start(file));
    setBusy(false);
  };

  const checkedResult = checked && 'result' in checked ? checked.result : null;
  const result = job?.result ?? checkedResult;
  const running = jobId !== null && !ended;
  const problemText = (refusal: ImportRefusal) =>
    t(`${messages}.problems.${refusal.key}`, {
      defaultValue: t(`${messages}.failed`),
      ...(refusal.values ?? {}),
    });
  const refusal =
    checked && 'refused' in checked
      ? checked.refused
      : started && 'refused' in started
        ? started.refused
        : null;
  const failure =
    (checked && 'failed' in checked) || (started && 'failed' in started)
      ? t(`${messages}.failed`)
      : refusal
        ? problemText(refusal)
        : job?.problem === 'FAILURE'
          ? t('admin.importJob.failed')
          : job?.problem
            ? problemText({ key: job.problem })
            : result && result.failed > 0
              ? t(`${messages}.hasErrors`, { count: result.failed })
              : undefined;

  return (
    <FormDialog
      title={t(`${messages}.title`)}
      submitLabel={t(`${messages}.submit`)}
      onSubmit={() => void importFile()}
      onClose={onClose}
      isSaving={
        busy ||
        running ||
        ended ||
        !file ||
        checkedResult === null ||
        checkedResult.failed > 0 ||
        jobId !== null
      }
      failure={failure}
      size="large"
    >
      {hints.map((hint) => (
        <p key={hint} className="kz-import-dialog__hint">
          {hint}
        </p>
      ))}
      <div className="kz-import-dialog__file">
        <FileTrigger
          acceptedFileTypes={[...acceptedFileTypes]}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (chosen) void choose(chosen);
          }}
        >
          <Button variant="secondary" isDisabled={running}>
            {t(`${messages}.choose`)}
          </Button>
        </FileTrigger>
        <span aria-live="polite">{file ? file.name : t(`${messages}.noFile`)}</span>
      </div>
      {running && <ImportProgress status={job} />}
      {result && !running && (
        <p className="kz-import-dialog__summary" aria-live="polite">
          {t(result.applied ? `${messages}.done` : `${messages}.summary`, {
            created: result.created,
            updated: result.updated,
            unchanged: result.unchanged,
            failed: result.failed,
          })}
        </p>
      )}
      {result && !running && (
        <ImportLines result={result} messages={messages} subjectLabel={subjectLabel} subjectOf={subjectOf} />
      )}
    </FormDialog>
  );
}
