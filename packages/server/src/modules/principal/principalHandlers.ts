import {
  API_PREFIX_BROWSER,
  CALL_EVENTS_PATH,
  DEFAULT_SERVICE_TYPE,
  FREE_WORD_SEARCH_TYPES,
  LIMITS,
  SEARCH_DIVISION_RANGES,
  SERVICE_TYPES,
  TALK_LIMITS,
  TENANT_FEATURES,
  type contract,
  type TenantFeature,
  PLACE_LIMITS,
} from '@kizuna/api-client/contract';
import { DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client/validation';
import type { AreaHandlers } from '../../http/Handler.js';
import { changePassword, isEmbeddedSession, sessionIdleMinutes } from '../auth/index.js';
import { tenantLogoVersion, trialExpired } from '../tenants/index.js';
import { canExportContacts, principalOcrTypes } from './principalSettings.js';
import { hasCucmDevice, viewColumnTypes } from './principalStore.js';
import type { Principal } from './loadPrincipal.js';

/** Modes in which Kizuna drives a phone system rather than handing numbers to the device. */
const PBX_MODES: readonly string[] = ['CUCM', 'HIENG', 'AVAYA', 'PBX_API'];

/** Chat attachments refused because they can run code on the receiver's machine. */
const UNSUPPORTED_CHAT_FILE_EXTENSIONS = [...TALK_LIMITS.blockedFileExtensions];

function pick<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function tenantFeatures(principal: Principal): TenantFeature[] {
  return principal.tenantFeatures.filter((f): f is TenantFeature =>
    (TENANT_FEATURES as readonly string[]).includes(f),
  );
}

function has(principal: Principal, feature: TenantFeature): boolean {
  return principal.tenantFeatures.includes(feature);
}

/**
 * The principal calls but the thanks point status, which `modules/thanks` answers
 * (`contractHandlers.ts` joins them): thanks reads modules that read the principal.
 */
export const principalHandlers: AreaHandlers<Omit<typeof contract.principal, 'thanksPointStatus'>> = {
  async passwordStatus({ principal }) {
    const reason = principal.user.password_change_reason;
    return { changeRequired: reason !== null, reason };
  },

  changePassword,

  async userInfo({ principal, deps }) {
    const { user } = principal;
    return {
      userId: user.id,
      // A user's own entry in the internal directory carries the user's id.
      contactId: user.id,
      accountId: user.account_id,
      fullname: user.fullname,
      fullnameKana: user.fullname_kana,
      userType: user.user_type,
      extensionNum: user.extension_num,
      divisionIds: [...principal.divisionIds],
      level: user.level,
      adapterSettingsIds: { cucm: null, pbxApi: null },
      pbxApiOAuth2Status: 'NEVER',
      embedded: await isEmbeddedSession(deps.db, principal.tenant.id, principal.sessionIdHash),
    };
  },

  async userRoles({ principal }) {
    return {
      admin: principal.user.is_admin,
      userRoles: [...principal.userRoles],
      userVirtualRoles: [...principal.userVirtualRoles],
      fcmNotificationAvailable: false,
      hasEditAuthorityUser: principal.userRoles.includes('ADMIN_USER'),
      adminMenuVisible: principal.capability.adminMenuVisible,
    };
  },

  async tenantInfo({ principal, deps }) {
    const { tenant } = principal;
    return {
      tenantCode: tenant.code,
      copyInhibit: tenant.copy_inhibit,
      hideUserType: tenant.hide_user_type,
      callControlMode: {
        name: principal.capability.callControlMode,
        pbxFeatureAvailable: PBX_MODES.includes(principal.capability.callControlMode),
      },
      callControlDynamicScheme: tenant.call_control_dynamic_scheme,
      tenantFeatures: tenantFeatures(principal),
      tenantProvideType: tenant.provide_type,
      sessionTimeoutNextUrl: tenant.session_timeout_next_url,
      sessionIdleMinutes: sessionIdleMinutes(tenant.session_idle_minutes, deps.config.sessionIdleMinutes),
      aiSummarySettings: {
        promptType: tenant.ai_summary_prompt_type ?? 'STANDARD',
        enabled: tenant.ai_summary_enabled && has(principal, 'AI_SUMMARY'),
      },
      organization: {
        name: tenant.organization_name ?? tenant.name,
        address: tenant.organization_address,
        url: tenant.organization_url,
        phone: tenant.organization_phone,
      },
      logoVersion: await tenantLogoVersion(deps.db, principal.tenant.id),
      trialExpired: trialExpired(tenant, deps.clock()),
      trialEndsAt:
        tenant.provide_type === 'TRIAL' &&
        tenant.trial_ends_at &&
        (principal.user.is_admin || principal.userRoles.length > 0)
          ? new Date(tenant.trial_ends_at).toISOString()
          : null,
    };
  },

  async serverInfo({ principal }) {
    return {
      serviceType: pick(SERVICE_TYPES, principal.tenant.service_type, DEFAULT_SERVICE_TYPE),
      guideUrl: null,
      trialBannerUrl: null,
      locationUrlPrefix: null,
      pollingIntervals: {
        incomingCallMs: LIMITS.incomingCallPollMs,
        notificationBadgeMs: 60_000,
        presenceMs: 60_000,
      },
      callbackRegistrableCount: {
        cucm: LIMITS.callbackRegistrableCount,
        pbxApi: LIMITS.callbackRegistrableCount,
      },
      pickupRegistrableCount: { cucm: LIMITS.pickupRegistrableCount, pbxApi: LIMITS.pickupRegistrableCount },
      uploadImage: { fileAccept: LIMITS.imageExtensions.map((ext) => `.${ext}`).join(',') },
      multipart: { maxFileSize: LIMITS.multipartMaxFileSize },
      vcf: { importLimitCount: LIMITS.vcfImportLimitCount },
      exBeacon: { pollingTimeMs: PLACE_LIMITS.pollingTimeMs },
      passwordPolicy: {
        regexp: DEFAULT_PASSWORD_POLICY.regexp,
        allowUid: principal.tenant.password_allow_uid,
      },
      messaging: { senderId: null, vapidKey: null },
      chat: { unsupportedFileExtensions: UNSUPPORTED_CHAT_FILE_EXTENSIONS },
    };
  },

  async ocrSettings({ principal }) {
    const ocrTypes = principalOcrTypes(principal);
    return { available: ocrTypes.length > 0, ocrTypes };
  },

  async internalSearchSettings({ principal }) {
    return {
      searchDivisionRange: pick(SEARCH_DIVISION_RANGES, principal.tenant.search_division_range, 'ALL'),
      freeWordSearchType: pick(FREE_WORD_SEARCH_TYPES, principal.tenant.free_word_search_type, 'ALL'),
    };
  },

  async feedbackSettings({ principal }) {
    const url = principal.tenant.feedback_url;
    return { url, valid: url !== null && has(principal, 'FEEDBACK') };
  },

  async companyInfo({ principal }) {
    const { tenant } = principal;
    return {
      companyName: tenant.organization_name ?? tenant.name,
      companyNameKana: null,
      address: tenant.organization_address,
      url: tenant.organization_url,
      phone: tenant.organization_phone,
    };
  },

  async viewColumns({ principal, deps }) {
    // The internal directory's dynamic column types the tenant shows, in order.
    return { columns: await viewColumnTypes(deps.db, principal.tenant.id) };
  },

  async collaborationSettings({ principal }) {
    // Meeting and chat links go to the office suite, so they follow its feature, then the
    // company settings.
    const suite = has(principal, 'OFFICE_LINK');
    return {
      meetingLinkEnabled: suite && principal.tenant.meeting_link_enabled,
      chatLinkEnabled: suite && principal.tenant.chat_link_enabled,
    };
  },

  async exContactsExportSettings({ principal }) {
    return {
      common: canExportContacts(principal, 'COMMON'),
      personal: canExportContacts(principal, 'PERSONAL'),
    };
  },

  async cucmAvailableFeatures({ principal, deps }) {
    const callControl =
      has(principal, 'CUCM') &&
      principal.capability.callControlMode === 'CUCM' &&
      Boolean(principal.user.extension_num);
    const settings = callControl && has(principal, 'CALL_SETTINGS');
    // Call rejection also needs the person's adapter settings: the CTI device (001 §6).
    const device = settings && (await hasCucmDevice(deps.db, principal.tenant.id, principal.user.id));
    // Every adapter mode runs on the simulated PBX unless a vendor system is configured; HIENG and
    // CUCM lines pick up within a group (001 §9).
    const mode = principal.capability.callControlMode;
    const line =
      Boolean(principal.user.extension_num) &&
      (mode === 'CUCM' ? has(principal, 'CUCM') : mode === 'HIENG' || mode === 'AVAYA' || mode === 'PBX_API');
    return {
      callControl,
      callRejection: device,
      transferSettings: settings,
      mobileConnectSettings: settings,
      callBack: line,
      pickup: line && (mode === 'CUCM' || mode === 'HIENG'),
      hold: line,
      transfer: line,
      conference: line,
      mobileConnect: settings,
    };
  },

  async talkRoomSettings() {
    return {
      sendFilePc: true,
      webSocketUrl: API_PREFIX_BROWSER + CALL_EVENTS_PATH,
      unsupportedFileExtensions: UNSUPPORTED_CHAT_FILE_EXTENSIONS,
    };
  },
};
