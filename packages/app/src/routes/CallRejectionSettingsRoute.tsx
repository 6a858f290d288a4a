import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import { useSearchParams } from 'react-router';
import { useClient } from '../api/ClientContext';
import { callSettingsAccess } from '../features/callSettings/callSettingsAccess';
import { CallRejectionsView } from '../features/callSettings/CallRejectionsView';
import {
  capabilityContextOfPrincipal,
  selectPrincipal,
  usePrincipalStore,
} from '../features/session/principalStore';
import { downloadFile } from '../shared/downloadFile';
import { FeatureUnavailablePage } from '../shared/FeatureUnavailablePage';
import { useQuery } from '../shared/useQuery';
import { usePageTitle } from '../i18n/usePageTitle';

/** `?page=N` of a list page; anything else is the first page. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/front/settings/cucmSettings/callRejectionSettings`; without the call manager's settings it says so. */
export function CallRejectionSettingsRoute() {
  const principal = usePrincipalStore(selectPrincipal);
  const { callSettings } = callSettingsAccess(principal ? capabilityContextOfPrincipal(principal) : null);
  if (!callSettings) {
    return <FeatureUnavailablePage titleKey="callRejections.title" messageKey="callRejections.unavailable" />;
  }
  return <CallRejectionSettings />;
}

function CallRejectionSettings() {
  usePageTitle('callRejections.title');
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useQuery(
    (signal) => client.callSettings.rejections({ query: { page } }, { signal }),
    `page:${page}`,
  );

  // Without an extension or the own CTI device the server refuses the list (001 §6): say why.
  const code = (list.error as { data?: { code?: unknown } } | null)?.data?.code;
  if (code === 'EXTENSION_REQUIRED' || code === 'ADAPTOR_SETTING_ERROR') {
    return (
      <FeatureUnavailablePage
        titleKey="callRejections.title"
        messageKey={
          code === 'EXTENSION_REQUIRED'
            ? 'callSettings.rejection.needsExtension'
            : 'callSettings.rejection.needsDevice'
        }
        backTo="/settings/cucmSettings"
        backKey="callRejections.back"
      />
    );
  }

  async function reload() {
    list.set(await client.callSettings.rejections({ query: { page } }));
  }

  return (
    <CallRejectionsView
      items={list.data?.items ?? []}
      page={page}
      pageSize={CALL_SETTINGS_LIMITS.rejectionPageSize}
      totalCount={list.data?.totalCount ?? 0}
      onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.reload}
      onInsert={async (body) => {
        await client.callSettings.insertRejection({ body });
        await reload();
      }}
      onUpdate={async (body) => {
        await client.callSettings.updateRejection({ body });
        await reload();
      }}
      onDelete={async (callRejectionIds) => {
        await client.callSettings.deleteRejections({ body: { callRejectionIds } });
        await reload();
      }}
      onImport={async (file) => {
        const summary = await client.callSettings.importRejections({ body: { file } });
        await reload();
        return summary;
      }}
      onExport={async () => downloadFile(await client.callSettings.exportRejections())}
      onExportSample={async () => downloadFile(await client.callSettings.exportRejectionsSample())}
    />
  );
}
