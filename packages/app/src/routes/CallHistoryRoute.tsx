import { useEffect, useState } from 'react';
import { hasCapability } from '@kizuna/api-client/rules';
import { useNavigate, useParams } from 'react-router';
import { useClient, useSilentClient } from '../api/ClientContext';
import { CallHistoryView } from '../features/callHistory/CallHistoryView';
import { useCallStore } from '../features/calls/callStore';
import { useCallActions } from '../features/calls/useCallActions';
import type { CallHistoryRow, CallHistoryType } from '../features/callHistory/CallHistoryView';
import { useCallHistory } from '../features/callHistory/useCallHistory';
import { usePageTitle } from '../i18n/usePageTitle';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';
import {
  capabilityContextOfPrincipal,
  selectPrincipal,
  usePrincipalStore,
} from '../features/session/principalStore';

/**
 * Where "save as contact" leads: the add page of the user's first personal folder with the number
 * prefilled (001 §2 query phoneNumber, fullname), or the external contacts page while no folder is known.
 */
function saveContactHref(row: CallHistoryRow, personalFolderId: number | null): string {
  const query = new URLSearchParams({ phoneNumber: row.number });
  if (row.fullname) query.set('fullname', row.fullname);
  return personalFolderId === null
    ? `/externalContacts?${query.toString()}`
    : `/externalContacts/personal/add/${personalFolderId}?${query.toString()}`;
}

/** The user's first personal folder, where a caller is saved; null while unknown or when there is none. */
function useFirstPersonalFolder(): number | null {
  const silentClient = useSilentClient();
  const [folderId, setFolderId] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    silentClient.contactFolders
      .personalList(undefined, { signal: controller.signal })
      .then((list) => setFolderId(list.items[0]?.folderId ?? null))
      // Without the list the link still leads to the external contacts page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [silentClient]);
  return folderId;
}

export function CallHistoryRoute() {
  usePageTitle('callHistory.title');
  // The route's loader admits only `incoming` and `outgoing`.
  const type = useParams().callHistoryType as CallHistoryType;
  const navigate = useNavigate();
  const client = useClient();
  const principal = usePrincipalStore(selectPrincipal);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const { phoneSettings } = useDirectoryTenantSettings();
  const history = useCallHistory(type);
  const personalFolderId = useFirstPersonalFolder();
  const calls = useCallActions();
  // The call bar's action places the call through whichever phone system the tenant runs.
  const canCall = hasCapability(context, { kind: 'rule', rule: 'phoneSystem' });
  const canBlock = hasCapability(context, { kind: 'rule', rule: 'callSettings' });

  return (
    <CallHistoryView
      key={type}
      type={type}
      onTypeChange={(next) => void navigate(`/callHistory/${next}`)}
      rows={history.rows}
      hasMore={history.hasMore}
      isLoading={history.isLoading}
      error={history.error}
      onRetry={history.retry}
      onLoadMore={history.loadMore}
      phoneSettings={phoneSettings}
      onCallBack={
        canCall
          ? async (number) => {
              if (await calls.run({ type: 'dial', number })) return;
              // The call bar shows the refusal too; the history's own message says which number.
              const failure = useCallStore.getState().failure;
              throw Object.assign(new Error('The phone system refused the call'), {
                data: failure?.code ? { code: failure.code } : undefined,
                statusCode: failure?.transient ? 503 : 400,
              });
            }
          : undefined
      }
      onDelete={history.remove}
      onBlock={
        canBlock
          ? async (rejectionNum) => {
              await client.callHistory.addCallRejections({ body: { rejectionNum } });
            }
          : undefined
      }
      saveContactHref={(row) => saveContactHref(row, personalFolderId)}
    />
  );
}
