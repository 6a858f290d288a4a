import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import { useParams, useSearchParams } from 'react-router';
import { statusOf } from '../api/apiErrors';
import { useClient } from '../api/ClientContext';
import { ImportResultDetailView } from '../features/callSettings/ImportResultDetailView';
import { useQuery } from '../shared/useQuery';
import { PageNotFoundError } from '../errors/PageNotFoundError';
import { usePageTitle } from '../i18n/usePageTitle';
import { pageOf } from './CallRejectionSettingsRoute';

export function CallRejectionImportResultDetailRoute() {
  usePageTitle('callRejections.detail.title');
  const client = useClient();
  // The route's loader admits numeric ids only.
  const fileId = Number(useParams().fileId);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const details = useQuery(
    (signal) => client.callSettings.importResultDetails({ query: { fileId, page } }, { signal }),
    `${fileId}:${page}`,
  );
  // Someone else's import, or none: the same 404 page as any unknown id.
  if (statusOf(details.error) === 404) throw new PageNotFoundError();
  return (
    <ImportResultDetailView
      items={details.data?.items ?? []}
      page={page}
      pageSize={CALL_SETTINGS_LIMITS.importResultPageSize}
      totalCount={details.data?.totalCount ?? 0}
      onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      isLoading={details.isLoading}
      error={details.error}
      onRetry={details.reload}
    />
  );
}
