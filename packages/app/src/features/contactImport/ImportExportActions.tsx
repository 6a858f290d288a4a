import './contactImport.css';
import { IMPORT_MAX_FILES, type FolderTypeParam } from '@kizuna/api-client/contract';
import { Button, Menu, MenuItem, MenuTrigger } from '@kizuna/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
 * files, and export of the folder as TSV or vCard, with the sample TSV. vCard 3.0 comes first in
 * the menu as the version most address books read; 4.0 is there for those that want it.
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

  if (!editable && !exportable) return null;
  return (
    <div className="kz-import-actions" role="group" aria-label={t('contactImport.actions')}>
      {editable && (
        <>
          <FileImportButton
            label={t('contactImport.importVcf')}
            accept=".vcf,.zip"
            testId="import-vcf-input"
            isDisabled={progress?.finished === false}
            onFiles={(files) => void upload('importVcf', files)}
          />
          <FileImportButton
            label={t('contactImport.importTsv')}
            accept=".tsv,.txt,.zip"
            testId="import-tsv-input"
            isDisabled={progress?.finished === false}
            onFiles={(files) => void upload('importTsv', files)}
          />
          <Link to={resultsPath}>{t('contactImport.results.link')}</Link>
        </>
      )}
      {exportable && (
        <>
          <Button
            size="small"
            onPress={() =>
              void download(() =>
                client.contactImport.export({ params: { folderType, folderId }, query: { format: 'tsv' } }),
              )
            }
          >
            {t('contactImport.exportTsv')}
          </Button>
          <MenuTrigger>
            <Button size="small">{t('contactImport.exportVcf')}</Button>
            <Menu
              onAction={(version) =>
                void download(() =>
                  client.contactImport.export({
                    params: { folderType, folderId },
                    query: { format: 'vcf', version: version === '4.0' ? '4.0' : '3.0' },
                  }),
                )
              }
            >
              <MenuItem id="3.0">{t('externalContacts.export.vcard3')}</MenuItem>
              <MenuItem id="4.0">{t('externalContacts.export.vcard4')}</MenuItem>
            </Menu>
          </MenuTrigger>
          <Button
            size="small"
            variant="quiet"
            onPress={() => void download(() => client.contactImport.exportSample())}
          >
            {t('contactImport.exportSample')}
          </Button>
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

interface FileImportButtonProps {
  label: string;
  /** The file types the chooser offers. */
  accept: string;
  testId: string;
  isDisabled: boolean;
  onFiles: (files: FileList | null) => void;
}

/** A button that opens the file chooser for several files of one kind. */
function FileImportButton({ label, accept, testId, isDisabled, onFiles }: FileImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="small" onPress={() => input.current?.click()} isDisabled={isDisabled}>
        {label}
      </Button>
      <input
        ref={input}
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
    </>
  );
}
