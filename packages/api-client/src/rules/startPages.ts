import { START_PAGES, type MainMenuEntry, type StartPage } from '../contract/enums';
import type { CapabilityContext } from './capabilityContext';
import { MAIN_MENU_RULES } from './mainMenuEntries';

/** The main-menu entry whose rule decides whether each start page can be reached (§2.1). */
export const START_PAGE_MENU_ENTRY = {
  HOME: 'HOME',
  GROUP_CONTACTS: 'GROUP_CONTACTS',
  INTERNAL_CONTACTS: 'INTERNAL_CONTACTS',
  EXTERNAL_CONTACTS: 'EXTERNAL_CONTACTS',
  COMPANIES: 'COMPANIES',
  CALL_HISTORY: 'CALL_HISTORY',
  PLACE: 'PLACE',
  TALK: 'TALK',
  INTELLIGENCE_NAVI: 'INTELLIGENCE_NAVI',
  SEARCH_DOCUMENT: 'SEARCH_DOCUMENT',
  GROUP_COMPANIES: 'GROUP_COMPANIES',
} as const satisfies Record<StartPage, MainMenuEntry>;

/** Whether the user can reach this start page, i.e. its main-menu entry is shown. */
export function isStartPageAllowed(context: CapabilityContext, page: StartPage): boolean {
  return MAIN_MENU_RULES[START_PAGE_MENU_ENTRY[page]](context);
}

/** The start pages the user may choose, in menu order; HOME is always among them. */
export function startPageChoices(context: CapabilityContext): StartPage[] {
  return START_PAGES.filter((page) => isStartPageAllowed(context, page));
}

/**
 * The start pages every person of a tenant may open, whatever their roles: the ones an
 * administrator may make the tenant's default (HOME is always among them).
 */
export function tenantStartPageChoices(
  tenant: Pick<CapabilityContext, 'tenantFeatures' | 'callControlMode'>,
): StartPage[] {
  const anyone = { adminMenuVisible: false, userRoles: [], userVirtualRoles: [], ...tenant };
  return START_PAGES.filter(
    (page) =>
      isStartPageAllowed({ ...anyone, admin: false }, page) &&
      isStartPageAllowed({ ...anyone, admin: true }, page),
  );
}

/**
 * The start page the user lands on: the saved one while it can be reached, else the tenant's
 * default for people who have not chosen one while it can be reached, else HOME.
 */
export function effectiveStartPage(
  context: CapabilityContext,
  saved: StartPage | null | undefined,
  tenantDefault?: StartPage | null,
): StartPage {
  for (const page of [saved, tenantDefault]) {
    if (page && isStartPageAllowed(context, page)) return page;
  }
  return 'HOME';
}
