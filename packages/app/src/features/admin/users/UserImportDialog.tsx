import type { UserImportLine } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { ImportDialog, type ImportResult } from '../ImportDialog';
import { checkImport, startImport } from '../importCalls';

export interface UserImportDialogProps {
  /** The file was imported. */
  onImported: (result: ImportResult<UserImportLine>) => void;
  onClose: () => void;
  /** How often the import job is asked about while it runs. @default 1000 */
  pollMs?: number;
}

const FILE_TYPES = ['text/csv', '.csv', 'text/tab-separated-values', '.tsv', 'text/plain', '.txt'];

/**
 * Imports a CSV or TSV of people: the file is checked first and each line says what it would do;
 * the import then applies all of it, or nothing when any line has an error.
 */
export function UserImportDialog({ onImported, onClose, pollMs }: UserImportDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  return (
    <ImportDialog<UserImportLine>
      messages="admin.users.import"
      hints={[t('admin.users.import.hint'), t('admin.users.import.noPassword')]}
      subjectLabel={t('admin.users.import.person')}
      subjectOf={(line) => `${line.accountId} ${line.fullname}`}
      acceptedFileTypes={FILE_TYPES}
      check={(file) => checkImport(() => client.userAdmin.previewImport({ body: { file } }))}
      start={(file) => startImport(() => client.userAdmin.import({ body: { file } }))}
      poll={(jobId) => client.userAdmin.importJob({ params: { jobId } }).catch(() => null)}
      onImported={onImported}
      onClose={onClose}
      {...(pollMs === undefined ? {} : { pollMs })}
    />
  );
}
