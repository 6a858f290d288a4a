import { create } from 'zustand';
import type {
  CompanyInfo,
  FeedbackSettings,
  ServerInfo,
  TenantInfo,
  UserInfo,
  UserRoles,
} from '@kizuna/api-client/contract';
import { capabilityContextOf } from '@kizuna/api-client/rules';
import type { CapabilityContext } from '@kizuna/api-client/rules';

/** The principal calls the shell needs, loaded once per sign-in. */
export interface Principal {
  userInfo: UserInfo;
  roles: UserRoles;
  tenantInfo: TenantInfo;
  serverInfo: ServerInfo;
  companyInfo: CompanyInfo;
  feedbackSettings: FeedbackSettings;
}

export interface SessionExpiry {
  /** The server refused the caller's network rather than the session. */
  addressRejected: boolean;
}

interface PrincipalState {
  principal: Principal | null;
  /** Set when a call made after sign-in answered 401; polling stops and the timeout dialog opens. */
  expired: SessionExpiry | null;
  /**
   * Counts the server's word that the principal changed (the operator changed the tenant's features
   * or plan): the principal held is stale, and the signed-in pages load it again.
   */
  staleSince: number;
  setPrincipal: (principal: Principal) => void;
  expire: (expiry: SessionExpiry) => void;
  markStale: () => void;
  reset: () => void;
}

export const usePrincipalStore = create<PrincipalState>()((set, get) => ({
  principal: null,
  expired: null,
  staleSince: 0,
  setPrincipal: (principal) => set({ principal, expired: null }),
  markStale: () => set({ staleSince: get().staleSince + 1 }),
  // Only a session that existed can time out; the first refusal wins so one dialog opens.
  expire: (expiry) => {
    if (get().principal && !get().expired) set({ expired: expiry });
  },
  reset: () => set({ principal: null, expired: null }),
}));

export function selectPrincipalStaleSince(state: PrincipalState): number {
  return state.staleSince;
}

export function selectPrincipal(state: PrincipalState): Principal | null {
  return state.principal;
}

export function selectSessionExpired(state: PrincipalState): SessionExpiry | null {
  return state.expired;
}

export function capabilityContextOfPrincipal(principal: Principal): CapabilityContext {
  return capabilityContextOf({ roles: principal.roles, tenant: principal.tenantInfo });
}
