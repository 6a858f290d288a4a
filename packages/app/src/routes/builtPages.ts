import type { AdminEntry, FeedbackSettings, MainMenuEntry, StartPage } from '@kizuna/api-client/contract';
import {
  adminEntries,
  mainMenuEntries,
  START_PAGE_MENU_ENTRY,
  startPageChoices,
} from '@kizuna/api-client/rules';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { isValidUrl } from '@kizuna/api-client/validation';
import { matchPath } from 'react-router';
import { ADMIN_ENTRY_PATHS, MAIN_MENU_PATHS } from '../menu/menuTargets';
import { SIGNED_IN_PAGES } from './signedInPages';
import type { PageRoute } from './signedInPages';

/*
 * Which pages exist is read from one place, the page table: a page is built when its route has a
 * page module. Menus, choices and cards offer built pages only, so nothing leads to a missing page.
 */

/** The page-table route of a path under `/front` (query and hash aside), if any. */
export function pageRouteOf(path: string): PageRoute | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return SIGNED_IN_PAGES.find((page) => matchPath(`/${page.path}`, pathname) !== null);
}

/** Whether the path under `/front` opens a page that is built. */
export function isBuiltPath(path: string): boolean {
  return pageRouteOf(path)?.page !== undefined;
}

export function isAdminEntryBuilt(entry: AdminEntry): boolean {
  return isBuiltPath(ADMIN_ENTRY_PATHS[entry]);
}

/** FEEDBACK opens the tenant's own address, shown only when there is one (`withFeedbackEntry`). */
export function isMainMenuEntryBuilt(entry: MainMenuEntry): boolean {
  return entry === 'FEEDBACK' || isBuiltPath(MAIN_MENU_PATHS[entry]);
}

/** The admin-area entries the person may open (shared rules) whose pages are built, in menu order. */
export function builtAdminEntries(context: CapabilityContext): AdminEntry[] {
  return adminEntries(context).filter(isAdminEntryBuilt);
}

/**
 * The side bar's entries: those the shared rules show whose pages are built. Manage shows only
 * when it has a built entry for the person, so it never opens an empty page.
 */
export function shownMainMenuEntries(context: CapabilityContext): MainMenuEntry[] {
  return mainMenuEntries(context).filter(
    (entry) =>
      isMainMenuEntryBuilt(entry) && (entry !== 'ADMIN_MENU' || builtAdminEntries(context).length > 0),
  );
}

/** The company's feedback address when it is one a browser may open (http or https), else null. */
export function feedbackAddress({ url, valid }: FeedbackSettings): string | null {
  return valid && url && isValidUrl(url) ? url : null;
}

/** The entries with Feedback only where the company gave it an address: else it would lead nowhere. */
export function withFeedbackEntry(
  entries: readonly MainMenuEntry[],
  feedbackUrl: string | null,
): MainMenuEntry[] {
  return entries.filter((entry) => entry !== 'FEEDBACK' || feedbackUrl !== null);
}

/** The start pages the person may choose (shared rules) whose pages are built; HOME is always one. */
export function builtStartPageChoices(context: CapabilityContext): StartPage[] {
  return startPageChoices(context).filter((page) => isMainMenuEntryBuilt(START_PAGE_MENU_ENTRY[page]));
}
