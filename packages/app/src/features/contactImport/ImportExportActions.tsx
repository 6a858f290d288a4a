import './contactImport.css';
import { IMPORT_MAX_FILES, type FolderTypeParam } from '@kizuna/api-client/contract';
import { Button, Icon, Menu, MenuItem, MenuTrigger } from '@kizuna/ui';
import type { Key } from '@kizuna/ui';
import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { Header, MenuSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useClient, useSilentClient } from '../../api/ClientContext';
import { downloadFile } from '../../shared/downloadFile';

export interface ImportExportActionsProps {
  folderType: FolderTypeParam;
  folderId: number;
  /** The user may add contacts to the folder: the import buttons show. */
  editable: boolean;
  /** The tenant lets contacts leave (copy inhibit off): the export buttons show. */
  exportable: boolean;
  /** Called when an import has finished, so the list shows the new contacts. */
  onImported?: () => void;
}

export interface Progress {
  fileIds: number[];
  done: number;
  added: number;
  /** Contacts of the finished files that were not registered. */
  failed: number;
  /** Files refused whole (not read). */
  failedFiles: number;
  finished: boolean;
}

const POLL_MS = 1000;

/**
 * Import (vCard, or TSV/ZIP) into a folder with progress while the server works through the
 * files, and export of the folder as TSV or vCard, with the sample TSV: one menu, so the folder's
 * actions keep to one row. vCard 3.0 comes first as the version most address books read; 4.0 is
 * there for those that want it.
 */
export function ImportExportActions({
  folderType,
  folderId,
  editable,
  exportable,
  onImported,
}: ImportExportActionsProps) {
  const { t } = useTranslation();
  const client = useClient();
  const silentClient = useSilentClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const vcfInput = useRef<HTMLInputElement>(null);
  const tsvInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const resultsPath = `/externalContacts/${folderType}/${folderId}/importVcfResult`;

  useEffect(() => {
    if (!progress || progress.finished) return;
    const timer = setTimeout(() => {
      void silentClient.contactImport.importVcfResult({ params: { folderType, folderId } }).then(
        (page) => {
          const files = page.items.filter((item) => progress.fileIds.includes(item.fileId) && item.processed);
          const finished = files.length === progress.fileIds.length;
          setProgress({
            ...progress,
            done: files.length,
            added: files.reduce((sum, file) => sum + file.addCount, 0),
            failed: files.reduce((sum, file) => sum + file.failureCount, 0),
            failedFiles: files.filter((file) => file.messageCode !== 'RESULT').length,
            finished,
          });
          if (finished) onImported?.();
        },
        () => setProgress({ ...progress }),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [silentClient, folderId, folderType, onImported, progress]);

  async function upload(kind: 'importVcf' | 'importTsv', list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    setError(null);
    if (files.length > IMPORT_MAX_FILES) {
      setError(t('contactImport.tooManyFiles', { max: IMPORT_MAX_FILES }));
      return;
    }
    try {
      const accepted = await client.contactImport[kind]({
        params: { folderType, folderId },
        body: { 'files[]': files },
      });
      setProgress({
        fileIds: accepted.fileIds,
        done: 0,
        added: 0,
        failed: 0,
        failedFiles: 0,
        finished: false,
      });
    } catch {
      setError(t('contactImport.uploadFailed'));
    }
  }

  async function download(load: () => Promise<Parameters<typeof downloadFile>[0]>) {
    setError(null);
    try {
      downloadFile(await load());
    } catch {
      setError(t('contactImport.exportFailed'));
    }
  }

  function act(key: Key) {
    switch (key) {
      case 'importVcf':
        return vcfInput.current?.click();
      case 'importTsv':
        return tsvInput.current?.click();
      case 'results':
        return void navigate(resultsPath);
      case 'exportTsv':
        return void download(() =>
          client.contactImport.export({ params: { folderType, folderId }, query: { format: 'tsv' } }),
        );
      case 'vcard3':
      case 'vcard4':
        return void download(() =>
          client.contactImport.export({
            params: { folderType, folderId },
            query: { format: 'vcf', version: key === 'vcard4' ? '4.0' : '3.0' },
          }),
        );
      case 'sample':
        return void download(() => client.contactImport.exportSample());
    }
  }

  if (!editable && !exportable) return null;
  return (
    <div className="kz-import-actions">
      <ImportExportMenu
        editable={editable}
        exportable={exportable}
        importing={progress?.finished === false}
        onAction={act}
      />
      {editable && (
        <>
          <FileInput
            ref={vcfInput}
            label={t('contactImport.importVcf')}
            accept=".vcf,.zip"
            testId="import-vcf-input"
            onFiles={(files) => void upload('importVcf', files)}
          />
          <FileInput
            ref={tsvInput}
            label={t('contactImport.importTsv')}
            accept=".tsv,.txt,.zip"
            testId="import-tsv-input"
            onFiles={(files) => void upload('importTsv', files)}
          />
        </>
      )}
      {progress && <ImportProgressStatus progress={progress} resultsPath={resultsPath} />}
      {error && (
        <p role="alert" className="kz-import-actions__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The menu of imports (editable folders) and exports (where the tenant lets contacts leave). */
function ImportExportMenu({
  editable,
  exportable,
  importing,
  onAction,
}: {
  editable: boolean;
  exportable: boolean;
  /** An import runs: no other may start. */
  importing: boolean;
  onAction: (key: Key) => void;
}) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <Button size="small">
        {t('contactImport.actions')}
        <Icon name="chevronDown" size={14} />
      </Button>
      <Menu onAction={onAction} disabledKeys={importing ? ['importVcf', 'importTsv'] : []}>
        {editable && (
          <MenuSection className="kz-import-actions__section">
            <Header className="kz-import-actions__header">{t('contactImport.importSection')}</Header>
            <MenuItem id="importVcf">{t('contactImport.importVcf')}</MenuItem>
            <MenuItem id="importTsv">{t('contactImport.importTsv')}</MenuItem>
            <MenuItem id="results">{t('contactImport.results.link')}</MenuItem>
          </MenuSection>
        )}
        {exportable && (
          <MenuSection className="kz-import-actions__section">
            <Header className="kz-import-actions__header">{t('contactImport.exportSection')}</Header>
            <MenuItem id="exportTsv">{t('contactImport.exportTsv')}</MenuItem>
            <MenuItem id="vcard3">{t('externalContacts.export.vcard3')}</MenuItem>
            <MenuItem id="vcard4">{t('externalContacts.export.vcard4')}</MenuItem>
            <MenuItem id="sample">{t('contactImport.exportSample')}</MenuItem>
          </MenuSection>
        )}
      </Menu>
    </MenuTrigger>
  );
}

/** The import's progress while it runs, then what it added and what it could not. */
export function ImportProgressStatus({ progress, resultsPath }: { progress: Progress; resultsPath: string }) {
  const { t } = useTranslation();
  return (
    <div className="kz-import-actions__progress" role="status">
      <progress
        max={progress.fileIds.length}
        value={progress.done}
        aria-label={t('contactImport.progress.label')}
      />
      <span>
        {progress.finished
          ? t('contactImport.progress.finished', { added: progress.added, count: progress.failed })
          : t('contactImport.progress.running', { done: progress.done, total: progress.fileIds.length })}
      </span>
      {progress.finished && progress.failedFiles > 0 && (
        <span>{t('contactImport.progress.filesFailed', { count: progress.failedFiles })}</span>
      )}
      {progress.finished && <Link to={resultsPath}>{t('contactImport.results.link')}</Link>}
    </div>
  );
}

interface FileInputProps {
  ref: Ref<HTMLInputElement>;
  label: string;
  /** The file types the chooser offers. */
  accept: string;
  testId: string;
  onFiles: (files: FileList | null) => void;
}

/** The hidden chooser of several files of one kind, opened from the menu. */
function FileInput({ ref, label, accept, testId, onFiles }: FileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      multiple
      accept={accept}
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        onFiles(event.currentTarget.files);
        event.currentTarget.value = '';
      }}
    />
  );
}
