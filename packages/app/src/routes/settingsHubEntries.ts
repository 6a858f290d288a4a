import { hasCapability } from '@kizuna/api-client/rules';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { API_KEY_HOLDER } from '../features/apiKeys';
import { callSettingsAccess } from '../features/callSettings/callSettingsAccess';
import { MY_PROFILE_PATH } from '../features/profile';
import type { Principal } from '../features/session';
import { capabilityContextOfPrincipal } from '../features/session/principalStore';
import { isAccessAllowed } from '../features/session/shellLoaders';
import { pageRouteOf } from './builtPages';

export type SettingsSectionId = 'DISPLAY' | 'CONTACTS' | 'CALLS' | 'ACCOUNT';

/** One personal setting the hub links to. */
export interface SettingsHubEntry {
  id: string;
  section: SettingsSectionId;
  /** Path under `/front`. */
  to: string;
  /** Message key of the card's title: the page's own title, so the two agree. */
  titleKey: string;
  /** Message key of the card's one line. */
  descriptionKey: string;
  /** What the page itself checks beyond its route's requirements (the same shared rules). */
  available?: (context: CapabilityContext) => boolean;
  /** A page of its own outside the frame (not in the page table), open to everyone signed in. */
  outsideFrame?: boolean;
}

/** Every personal setting, in the hub's order. */
export const SETTINGS_HUB_ENTRIES: readonly SettingsHubEntry[] = [
  {
    id: 'user',
    section: 'DISPLAY',
    to: '/settings/user',
    titleKey: 'settings.user.title',
    descriptionKey: 'settings.hub.descriptions.user',
  },
  {
    id: 'startPage',
    section: 'DISPLAY',
    to: '/settings/user',
    titleKey: 'settings.hub.startPageTitle',
    descriptionKey: 'settings.hub.descriptions.startPage',
  },
  {
    id: 'groups',
    section: 'CONTACTS',
    to: '/settings/group',
    titleKey: 'contactGroups.settings.title',
    descriptionKey: 'settings.hub.descriptions.groups',
  },
  {
    id: 'uploadHistory',
    section: 'CONTACTS',
    to: '/settings/localContactsUploadHistory',
    titleKey: 'contactImport.history.title',
    descriptionKey: 'settings.hub.descriptions.uploadHistory',
  },
  {
    id: 'calls',
    section: 'CALLS',
    to: '/settings/cucmSettings',
    titleKey: 'callSettings.title',
    descriptionKey: 'settings.hub.descriptions.calls',
    available: (context) => {
      const access = callSettingsAccess(context);
      return access.callSettings || access.cti;
    },
  },
  {
    id: 'callRejection',
    section: 'CALLS',
    to: '/settings/cucmSettings/callRejectionSettings',
    titleKey: 'callRejections.title',
    descriptionKey: 'settings.hub.descriptions.callRejection',
    available: (context) => callSettingsAccess(context).callSettings,
  },
  {
    id: 'webexCalling',
    section: 'CALLS',
    to: '/settings/pbxApiSettings',
    titleKey: 'pbxApi.settings.title',
    descriptionKey: 'settings.hub.descriptions.webexCalling',
    available: (context) => hasCapability(context, { kind: 'rule', rule: 'pbxApiCalling' }),
  },
  {
    id: 'profile',
    section: 'ACCOUNT',
    to: MY_PROFILE_PATH,
    titleKey: 'profile.title',
    descriptionKey: 'settings.hub.descriptions.profile',
  },
  {
    id: 'location',
    section: 'ACCOUNT',
    to: '/settings/location',
    titleKey: 'places.my.title',
    descriptionKey: 'places.my.hubDescription',
  },
  {
    id: 'apiKeys',
    section: 'ACCOUNT',
    to: '/settings/apiKey',
    titleKey: 'apiKeys.title',
    descriptionKey: 'apiKeys.hubDescription',
    available: (context) => hasCapability(context, API_KEY_HOLDER),
  },
  {
    id: 'password',
    section: 'ACCOUNT',
    to: '/changePassword',
    titleKey: 'auth.changePassword.title',
    descriptionKey: 'settings.hub.descriptions.password',
    outsideFrame: true,
  },
];

/**
 * The settings the person can open: the page is built, its route's requirements pass, and what
 * the page itself checks allows it.
 */
export function availableSettings(principal: Principal): SettingsHubEntry[] {
  const context = capabilityContextOfPrincipal(principal);
  return SETTINGS_HUB_ENTRIES.filter((entry) => {
    if (!entry.outsideFrame) {
      const route = pageRouteOf(entry.to);
      if (route?.page === undefined || !isAccessAllowed(principal, route.requirements.access)) return false;
    }
    return entry.available?.(context) ?? true;
  });
}
