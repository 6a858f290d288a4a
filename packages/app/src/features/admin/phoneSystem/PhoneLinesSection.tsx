import { useId, useRef, useState, type FormEvent } from 'react';
import { PhoneLineBodySchema, type PhoneLine, type PhoneLineImportResult } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  FormDialog,
  Pagination,
  Row,
  SearchField,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '@kizuna/ui';
import { Download, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { downloadFile } from '../../../shared/downloadFile';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { fieldProblems, type FieldProblem } from '../locationVendors/fieldProblems';

const PROBLEM_KEYS: Record<string, string> = {
  taken: 'phoneSystemAdmin.lines.errors.taken',
  cucmDevice: 'phoneSystemAdmin.lines.errors.cucmDevice',
};

function problemKey(problem: FieldProblem | undefined): FieldProblem | undefined {
  if (!problem) return undefined;
  const own = PROBLEM_KEYS[problem.key.replace(/^validation\./, '')];
  return own ? { key: own } : problem;
}

/** Edits one person's extension and device. */
function LineDialog({
  line,
  onSave,
  onClose,
}: {
  line: PhoneLine;
  onSave: (body: { extensionNum: string; deviceName: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [extensionNum, setExtensionNum] = useState(line.extensionNum ?? '');
  const [deviceName, setDeviceName] = useState(line.deviceName);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const message = (field: string) => {
    const problem = problemKey(problems[field]);
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const submit = async () => {
    const body = { extensionNum, deviceName };
    const own = fieldProblems(checkBody(PhoneLineBodySchema, body));
    setProblems(own);
    setFailed(false);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) setProblems(fieldProblems(fields));
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('phoneSystemAdmin.lines.editTitle', { name: line.fullname })}
      submitLabel={t('phoneSystemAdmin.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('phoneSystemAdmin.saveFailed') : undefined}
    >
      <TextField
        label={t('phoneSystemAdmin.lines.extensionNum')}
        inputMode="tel"
        value={extensionNum}
        onChange={setExtensionNum}
        isInvalid={problems.extensionNum !== undefined}
        errorMessage={message('extensionNum')}
        autoFocus
      />
      <TextField
        label={t('phoneSystemAdmin.lines.deviceName')}
        description={t('phoneSystemAdmin.lines.deviceHint')}
        value={deviceName}
        onChange={setDeviceName}
        isInvalid={problems.deviceName !== undefined}
        errorMessage={message('deviceName')}
      />
    </FormDialog>
  );
}

/** The import form: a CSV applied whole, or refused whole with each line's problems. */
function LineImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<PhoneLineImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError(t('phoneSystemAdmin.import.chooseFile'));
      return;
    }
    setImporting(true);
    setError(null);
    setResult(null);
    try {
      const answer = await client.phoneSystemAdmin.importLines({ body: { file } });
      setResult(answer);
      if (answer.applied) {
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        onImported();
      }
    } catch {
      setError(t('phoneSystemAdmin.import.failed'));
    } finally {
      setImporting(false);
    }
  };

  return (
    <section aria-labelledby="kz-phone-import" className="kz-phone-admin__section">
      <h3 id="kz-phone-import">{t('phoneSystemAdmin.import.title')}</h3>
      <p id={`${fileInputId}-help`} className="kz-phone-admin__hint">
        {t('phoneSystemAdmin.import.help')}
      </p>
      <form className="kz-phone-admin__import" onSubmit={(event) => void run(event)}>
        <label htmlFor={fileInputId}>{t('phoneSystemAdmin.import.file')}</label>
        <input
          id={fileInputId}
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${fileInputId}-help`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <Button type="submit" isPending={importing}>
          <Upload size={16} aria-hidden="true" />
          {t('phoneSystemAdmin.import.action')}
        </Button>
      </form>
      <div aria-live="polite">
        {result?.applied && (
          <p role="status" className="kz-phone-admin__result" data-ok>
            {t('phoneSystemAdmin.import.done', { count: result.updated })}
          </p>
        )}
        {result && !result.applied && (
          <div role="alert">
            <p className="kz-phone-admin__result">
              {result.fileProblem
                ? t(`phoneSystemAdmin.import.fileProblems.${result.fileProblem}`, {
                    defaultValue: t('phoneSystemAdmin.import.fileProblems.other'),
                  })
                : t('phoneSystemAdmin.import.refused', { count: result.issues.length })}
            </p>
            {result.issues.length > 0 && (
              <ul className="kz-phone-admin__issues">
                {result.issues.map((issue) => (
                  <li key={`${issue.line}:${issue.column}:${issue.key}`}>
                    {t('phoneSystemAdmin.import.issue', {
                      line: issue.line,
                      column: t(`phoneSystemAdmin.lines.${issue.column}`),
                      problem: t(`phoneSystemAdmin.import.issues.${issue.key}`, {
                        defaultValue: t('phoneSystemAdmin.import.issues.other'),
                      }),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="kz-form-error">
          {error}
        </p>
      )}
    </section>
  );
}

/** Each person's line: a searchable, paged table with an edit dialog, the CSV import and the exports. */
export function PhoneLinesSection() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PhoneLine | null>(null);
  const lines = useQuery(
    (signal) => client.phoneSystemAdmin.lines({ query: { q, page } }, { signal }),
    `lines:${q}:${page}`,
  );

  const download = async (load: () => Promise<Blob>, name: string) => {
    try {
      downloadFile(await load(), name);
    } catch {
      toast(t('phoneSystemAdmin.export.failed'), 'danger');
    }
  };

  const data = lines.data;
  return (
    <section aria-labelledby="kz-phone-lines" className="kz-phone-admin__section">
      <h2 id="kz-phone-lines">{t('phoneSystemAdmin.lines.title')}</h2>
      <p className="kz-phone-admin__hint">{t('phoneSystemAdmin.lines.context')}</p>
      <div className="kz-phone-admin__toolbar">
        <div role="search" aria-label={t('phoneSystemAdmin.lines.search')}>
          <SearchField
            label={t('phoneSystemAdmin.lines.search')}
            value={typed}
            onChange={setTyped}
            onSubmit={(text) => {
              setQ(text.trim());
              setPage(1);
            }}
            onClear={() => {
              setQ('');
              setPage(1);
            }}
          />
        </div>
        <div className="kz-phone-admin__files" role="group" aria-label={t('phoneSystemAdmin.export.group')}>
          <Button
            variant="quiet"
            onPress={() => void download(() => client.phoneSystemAdmin.exportLines(), 'phone_lines.csv')}
          >
            <Download size={16} aria-hidden="true" />
            {t('phoneSystemAdmin.export.lines')}
          </Button>
          <Button
            variant="quiet"
            onPress={() =>
              void download(() => client.phoneSystemAdmin.exportLinesTemplate(), 'phone_lines_template.csv')
            }
          >
            <Download size={16} aria-hidden="true" />
            {t('phoneSystemAdmin.export.template')}
          </Button>
        </div>
      </div>
      {lines.error != null ? (
        <ErrorState title={t('phoneSystemAdmin.lines.loadFailed')} onRetry={lines.reload} />
      ) : !data ? (
        <Skeleton lines={8} />
      ) : (
        <>
          <p role="status" className="kz-phone-admin__count">
            {q === ''
              ? t('phoneSystemAdmin.lines.count', { count: data.totalCount })
              : t('phoneSystemAdmin.lines.found', { count: data.totalCount, q })}
          </p>
          <div className="kz-phone-admin__table">
            <Table aria-label={t('phoneSystemAdmin.lines.title')} density="compact">
              <TableHeader>
                <Column id="name" isRowHeader>
                  {t('phoneSystemAdmin.lines.name')}
                </Column>
                <Column id="accountId">{t('phoneSystemAdmin.lines.accountId')}</Column>
                <Column id="extensionNum">{t('phoneSystemAdmin.lines.extensionNum')}</Column>
                <Column id="deviceName">{t('phoneSystemAdmin.lines.deviceName')}</Column>
                <Column id="actions">{t('phoneSystemAdmin.lines.actions')}</Column>
              </TableHeader>
              <TableBody
                items={data.items}
                renderEmptyState={() => (
                  <EmptyState
                    title={
                      q === ''
                        ? t('phoneSystemAdmin.lines.empty')
                        : t('phoneSystemAdmin.lines.noResults', { q })
                    }
                    description={q === '' ? undefined : t('phoneSystemAdmin.lines.noResultsHint')}
                  />
                )}
              >
                {(line) => (
                  <Row id={line.userId} textValue={line.fullname}>
                    <Cell>
                      <span className="kz-phone-admin__name">{line.fullname}</span>
                      <span className="kz-phone-admin__kana">{line.fullnameKana}</span>
                    </Cell>
                    <Cell>
                      <span className="kz-phone-admin__code">{line.accountId}</span>
                    </Cell>
                    <Cell>
                      <span className="kz-phone-admin__code">{line.extensionNum ?? '—'}</span>
                    </Cell>
                    <Cell>
                      <span className="kz-phone-admin__code">{line.deviceName || '—'}</span>
                    </Cell>
                    <Cell>
                      <Button
                        size="small"
                        variant="quiet"
                        aria-label={t('phoneSystemAdmin.lines.editLabel', { name: line.fullname })}
                        onPress={() => setEditing(line)}
                      >
                        {t('phoneSystemAdmin.lines.edit')}
                      </Button>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          {data.totalCount > data.size && (
            <Pagination
              page={page}
              pageSize={data.size}
              totalCount={data.totalCount}
              isDisabled={lines.isLoading}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      <LineImport onImported={lines.reload} />
      {editing && (
        <LineDialog
          line={editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await client.phoneSystemAdmin.saveLine({ params: { userId: editing.userId }, body });
            toast(t('phoneSystemAdmin.lines.saved', { name: editing.fullname }), 'success');
            lines.reload();
          }}
        />
      )}
    </section>
  );
}
