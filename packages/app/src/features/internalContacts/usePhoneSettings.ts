import { usePrincipalStore, selectPrincipal } from '../session';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

/** The tenant's call control mode and copy inhibit, from the principal loaded on page entry. */
export function useDirectoryTenantSettings(): { phoneSettings: PhoneLinkSettings; copyInhibit: boolean } {
  const principal = usePrincipalStore(selectPrincipal);
  const tenant = principal?.tenantInfo;
  return {
    phoneSettings: {
      mode: tenant?.callControlMode.name ?? 'VIEW_ONLY',
      dynamicScheme: tenant?.callControlDynamicScheme ?? null,
    },
    copyInhibit: tenant?.copyInhibit ?? false,
  };
}
