import { createKizunaClient } from '@kizuna/api-client';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { ClientProvider } from '../api/ClientContext';
import type { Principal } from '../features/session';
import type { ReactNode } from 'react';

/**
 * A signed-in principal with the capabilities (and tenant logo version) given; only what the frame
 * reads is filled in.
 */
export function framePrincipal(
  context: Partial<CapabilityContext> = {},
  { logoVersion = null }: { logoVersion?: number | null } = {},
): Principal {
  return {
    userInfo: { fullname: '山田 太郎' },
    roles: {
      admin: context.admin ?? false,
      adminMenuVisible: context.adminMenuVisible ?? false,
      userRoles: context.userRoles ?? [],
      userVirtualRoles: context.userVirtualRoles ?? [],
    },
    tenantInfo: {
      tenantFeatures: context.tenantFeatures ?? [],
      callControlMode: { name: context.callControlMode ?? 'VIEW_ONLY', pbxFeatureAvailable: false },
      tenantProvideType: 'COMMERCIAL',
      logoVersion,
    },
    serverInfo: {
      trialBannerUrl: null,
      pollingIntervals: { incomingCallMs: 0, notificationBadgeMs: 0, presenceMs: 0 },
    },
    companyInfo: { companyName: '株式会社デモ商事' },
    feedbackSettings: { url: null, valid: false },
  } as unknown as Principal;
}

/** Answers `GET …/information` with the given notices; any other call fails without an answer. */
export function noticesFetch(items: readonly object[]): typeof fetch {
  return (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname.endsWith('/information')) {
      return Promise.resolve(Response.json({ items }));
    }
    return Promise.reject(new TypeError('offline'));
  };
}

/** Provides a client; by default one whose server nobody listens on, so every call fails. */
export function FrameClients({ fetch, children }: { fetch?: typeof globalThis.fetch; children: ReactNode }) {
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch });
  return <ClientProvider clients={{ client, silentClient: client }}>{children}</ClientProvider>;
}
