import { usePrincipalStore } from '../features/session';
import type { Principal } from '../features/session';

/**
 * Signs a regular user in for a component test: only what the capability rules and the effects
 * read. `talk` gives the tenant talk; `callControlMode` CUCM gives a phone system.
 */
export function signInForTests({
  userId = 9,
  talk = true,
  callControlMode = 'VIEW_ONLY',
}: { userId?: number; talk?: boolean; callControlMode?: 'VIEW_ONLY' | 'CUCM' } = {}) {
  usePrincipalStore.setState({
    principal: {
      roles: {
        admin: false,
        adminMenuVisible: false,
        userRoles: [],
        userVirtualRoles: talk ? ['USER_GOTALK_AVAILABLE'] : [],
      },
      tenantInfo: {
        tenantFeatures: talk ? ['TALK', 'GOTALK'] : [],
        callControlMode: { name: callControlMode },
      },
      serverInfo: { pollingIntervals: { incomingCallMs: 600_000 } },
      userInfo: { userId },
    } as unknown as Principal,
  });
}
