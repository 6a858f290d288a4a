import './callSettings.css';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Key, Selection } from '@kizuna/ui';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
  useDialogService,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RejectionEditDialog } from './RejectionEditDialog';
import type { CallRejectionEntry } from './RejectionEditDialog';
import type { PagedList } from '../../shared/PagedResultView';
import { useToast } from '../../shared/toast';
import { Page } from '../../shared/Page';

/** How an import went: the summary counts of 001 §5, or why the whole file was refused. */
export interface RejectionImportSummary {
  fileId: number;
  fileName: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  messageCode: string | null;
  registered: number;
  updated: number;
  deleted: number;
  failed: number;
}

export interface CallRejectionsViewProps extends PagedList<CallRejectionEntry> {
  onInsert: (value: { fromNumber: string; remarks: string }) => Promise<void>;
  onUpdate: (entry: CallRejectionEntry) => Promise<void>;
  onDelete: (callRejectionIds: number[]) => Promise<void>;
  onImport: (file: File) => Promise<RejectionImportSummary>;
  onExport: () => Promise<void>;
  onExportSample: () => Promise<void>;
}

type Editing = { entry: CallRejectionEntry | null } | null;

/**
 * `/front/settings/cucmSettings/callRejectionSettings`: the numbers that never ring the user's
 * line, 100 a page, with add, edit, delete, import from a file, export and the sample file.
 * The import answers once the file is applied, so the page shows an indeterminate progress bar
 * while it runs, then the summary with a link to the file's line messages.
 */
export function CallRejectionsView({
  onInsert,
  onUpdate,
  onDelete,
  onImport,
  onExport,
  onExportSample,
  ...list
}: CallRejectionsViewProps) {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  const toast = useToast();
  const [selection, setSelection] = useState<Selection>(new Set<Key>());
  const [editing, setEditing] = useState<Editing>(null);

  const shownIds = new Set(list.items.map((item) => item.callRejectionId));
  const selectedIds =
    selection === 'all' ? [...shownIds] : [...selection].map(Number).filter((id) => shownIds.has(id));

  async function deleteSelected() {
    const ids = selectedIds;
    if (ids.length === 0) return;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('callRejections.delete.title'),
        message: t('callRejections.delete.message', { count: ids.length }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await onDelete(ids);
      setSelection(new Set<Key>());
      toast(t('callRejections.delete.done', { count: ids.length }), 'success');
    } catch {
      toast(t('callRejections.delete.failed'), 'danger');
    }
  }

  async function download(action: () => Promise<void>) {
    try {
      await action();
    } catch {
      toast(t('callRejections.export.failed'), 'danger');
    }
  }

  return (
    <Page
      className="kz-call-rejections"
      title={t('callRejections.title')}
      back={<Link to="/settings/cucmSettings">{t('callRejections.back')}</Link>}
    >
      <p className="kz-form-help">{t('callRejections.description')}</p>
      <div className="kz-call-rejections__toolbar">
        <Button variant="primary" onPress={() => setEditing({ entry: null })}>
          {t('callRejections.add.action')}
        </Button>
        <Button variant="danger" isDisabled={selectedIds.length === 0} onPress={() => void deleteSelected()}>
          {t('callRejections.delete.action', { count: selectedIds.length })}
        </Button>
        <Button onPress={() => void download(onExport)}>{t('callRejections.export.action')}</Button>
        <Button onPress={() => void download(onExportSample)}>{t('callRejections.export.sample')}</Button>
      </div>
      <RejectionImportSection onImport={onImport} />
      <section aria-labelledby="kz-rejection-list-title">
        <h2 id="kz-rejection-list-title">
          {t('callRejections.list')}
          <span className="kz-form-help"> {t('callRejections.count', { count: list.totalCount })}</span>
        </h2>
        <RejectionTable
          {...list}
          selection={selection}
          onSelectionChange={setSelection}
          onEdit={(entry) => setEditing({ entry })}
        />
      </section>
      {editing && (
        <RejectionEditDialog
          entry={editing.entry}
          onClose={() => setEditing(null)}
          onSubmit={async (value) => {
            const entry = editing.entry;
            if (entry) await onUpdate({ ...entry, ...value });
            else await onInsert(value);
            toast(
              t(entry ? 'callRejections.edit.done' : 'callRejections.add.done', { number: value.fromNumber }),
              'success',
            );
          }}
        />
      )}
    </Page>
  );
}

type RejectionTableProps = PagedList<CallRejectionEntry> & {
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  onEdit: (entry: CallRejectionEntry) => void;
};

/** The page of rejected numbers with checkboxes and an edit button each, or its error or loading state. */
function RejectionTable({
  items,
  page,
  pageSize,
  totalCount,
  onPageChange,
  isLoading,
  error,
  onRetry,
  selection,
  onSelectionChange,
  onEdit,
}: RejectionTableProps) {
  const { t } = useTranslation();
  if (error) return <ErrorState title={t('callRejections.loadFailed')} onRetry={onRetry} />;
  if (isLoading && items.length === 0) {
    return (
      <p role="status" className="kz-form-help">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <>
      <Table
        aria-label={t('callRejections.list')}
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={selection}
        onSelectionChange={onSelectionChange}
      >
        <TableHeader>
          <Column id="fromNumber" isRowHeader>
            {t('callRejections.fields.fromNumber')}
          </Column>
          <Column id="remarks">{t('callRejections.fields.remarks')}</Column>
          <Column id="actions">{t('callRejections.actions')}</Column>
        </TableHeader>
        <TableBody
          items={items}
          renderEmptyState={() => (
            <EmptyState title={t('callRejections.empty')} description={t('callRejections.emptyHint')} />
          )}
        >
          {(item) => (
            <Row id={item.callRejectionId} textValue={item.fromNumber}>
              <Cell>{item.fromNumber}</Cell>
              <Cell>{item.remarks}</Cell>
              <Cell>
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={t('callRejections.edit.label', { number: item.fromNumber })}
                  onPress={() => onEdit(item)}
                >
                  {t('callRejections.edit.action')}
                </Button>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        isDisabled={isLoading}
        onPageChange={onPageChange}
      />
    </>
  );
}

/** Import from a file: the form, a progress bar while the server applies it, then its summary. */
function RejectionImportSection({ onImport }: Pick<CallRejectionsViewProps, 'onImport'>) {
  const { t } = useTranslation();
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [summary, setSummary] = useState<RejectionImportSummary | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  async function runImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setImportError(t('callRejections.import.chooseFile'));
      return;
    }
    setImporting(true);
    setImportError(null);
    setSummary(null);
    try {
      setSummary(await onImport(file));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch {
      setImportError(t('callRejections.import.failed'));
    } finally {
      setImporting(false);
    }
  }

  return (
    <section aria-labelledby="kz-rejection-import-title">
      <h2 id="kz-rejection-import-title">{t('callRejections.import.title')}</h2>
      <form className="kz-call-rejections__import" onSubmit={(event) => void runImport(event)}>
        <label htmlFor={fileInputId}>{t('callRejections.import.file')}</label>
        <input
          id={fileInputId}
          ref={fileInput}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          aria-describedby={`${fileInputId}-help`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setImportError(null);
          }}
        />
        <Button type="submit" isPending={importing}>
          {t('callRejections.import.action')}
        </Button>
        <Link to="/settings/cucmSettings/callRejectionSettings/importResult">
          {t('callRejections.import.results')}
        </Link>
        <p id={`${fileInputId}-help`} className="kz-form-help">
          {t('callRejections.import.help')}
        </p>
      </form>
      <div aria-live="polite">
        {importing && (
          <p role="status">
            <progress
              className="kz-call-rejections__progress"
              aria-label={t('callRejections.import.running')}
            />{' '}
            {t('callRejections.import.running')}
          </p>
        )}
        {summary && (
          <p className="kz-call-rejections__summary">
            {summary.status === 'FAILED'
              ? t('callRejections.import.refused', { fileName: summary.fileName })
              : t('callRejections.import.summary', { ...summary })}{' '}
            <Link to={`/settings/cucmSettings/callRejectionSettings/importResultDetail/${summary.fileId}`}>
              {t('callRejections.import.detail')}
            </Link>
          </p>
        )}
      </div>
      {importError && (
        <p role="alert" className="kz-form-error">
          {importError}
        </p>
      )}
    </section>
  );
}
