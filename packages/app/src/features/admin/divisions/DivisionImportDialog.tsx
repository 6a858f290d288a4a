import type { DivisionImportLine, DivisionImportResult } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { ImportDialog, type ImportCheck, type ImportResult } from '../ImportDialog';
import { checkImport, startImport } from '../importCalls';

export interface DivisionImportDialogProps {
  /** The file was imported. */
  onImported: (result: ImportResult<DivisionImportLine>) => void;
  onClose: () => void;
  /** How often the import job is asked about while it runs. @default 1000 */
  pollMs?: number;
}

const FILE_TYPES = ['text/csv', '.csv', 'text/plain'];

/** A check whose file was refused as a whole says so as a refusal, as the user import's does. */
function refusedWhole(check: ImportCheck<DivisionImportResult>): ImportCheck<DivisionImportResult> {
  return 'result' in check && check.result.problem ? { refused: { key: check.result.problem } } : check;
}

/**
 * Imports a CSV of divisions: the file is checked first and each line says what it would do; the
 * import then applies all of it, or nothing when any line has an error.
 */
export function DivisionImportDialog({ onImported, onClose, pollMs }: DivisionImportDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  return (
    <ImportDialog<DivisionImportLine>
      messages="admin.division.import"
      hints={[t('admin.division.import.hint')]}
      subjectLabel={t('admin.division.import.division')}
      subjectOf={(line) => `${line.divisionCode} ${line.divisionName}`}
      acceptedFileTypes={FILE_TYPES}
      check={async (file) =>
        refusedWhole(await checkImport(() => client.divisionAdmin.previewImport({ body: { file } })))
      }
      start={(file) => startImport(() => client.divisionAdmin.import({ body: { file } }))}
      poll={(jobId) => client.divisionAdmin.importJob({ params: { jobId } }).catch(() => null)}
      onImported={onImported}
      onClose={onClose}
      {...(pollMs === undefined ? {} : { pollMs })}
    />
  );
}
