import type { MyAnpiCheck } from '@kizuna/api-client/contract';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { selectPrincipal, usePrincipalStore } from '../session';
import { selectNoticesVersion, useNoticesVersionStore } from './noticesVersionStore';

export interface UseOpenAnpiChecksResult {
  /** Open safety checks that ask the person, newest first, with their answer so far. */
  checks: readonly MyAnpiCheck[];
  isLoading: boolean;
}

const NONE: readonly MyAnpiCheck[] = [];

/**
 * The safety checks among the person's notices: loaded where notices are shown, again when the
 * events socket says a check started or closed. Nothing is asked where the tenant runs no checks,
 * and a failure leaves the notices as they are (the banner and the badge still say it).
 */
export function useOpenAnpiChecks(): UseOpenAnpiChecksResult {
  const client = useSilentClient();
  const enabled = usePrincipalStore(
    (state) => selectPrincipal(state)?.tenantInfo.tenantFeatures.includes('ANPI') ?? false,
  );
  const version = useNoticesVersionStore(selectNoticesVersion);
  const query = useQuery(
    enabled ? (signal) => client.anpi.myChecks({ signal }) : null,
    `anpi:notices:${version}`,
  );
  return { checks: query.data?.items ?? NONE, isLoading: enabled && query.isLoading };
}
