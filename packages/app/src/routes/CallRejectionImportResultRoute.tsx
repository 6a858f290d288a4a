import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import { useSearchParams } from 'react-router';
import { useClient } from '../api/ClientContext';
import { ImportResultsView } from '../features/callSettings/ImportResultsView';
import { useQuery } from '../shared/useQuery';
import { usePageTitle } from '../i18n/usePageTitle';
import { pageOf } from './CallRejectionSettingsRoute';

export function CallRejectionImportResultRoute() {
  usePageTitle('callRejections.results.title');
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const results = useQuery(
    (signal) => client.callSettings.importResults({ query: { page } }, { signal }),
    `page:${page}`,
  );
  return (
    <ImportResultsView
      items={results.data?.items ?? []}
      page={page}
      pageSize={CALL_SETTINGS_LIMITS.importResultPageSize}
      totalCount={results.data?.totalCount ?? 0}
      onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      isLoading={results.isLoading}
      error={results.error}
      onRetry={results.reload}
    />
  );
}
