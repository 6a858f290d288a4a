// @vitest-environment node
import {
  ADMIN_ENTRIES,
  ADMIN_ROLES,
  START_PAGES,
  TENANT_FEATURES,
  VIRTUAL_ROLES,
} from '@kizuna/api-client/contract';
import { START_PAGE_MENU_ENTRY } from '@kizuna/api-client/rules';
import type { CapabilityContext } from '@kizuna/api-client/rules';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENTRY_PATHS, MAIN_MENU_PATHS } from '../menu/menuTargets';
import {
  builtAdminEntries,
  builtStartPageChoices,
  isAdminEntryBuilt,
  isBuiltPath,
  isMainMenuEntryBuilt,
  pageRouteOf,
  shownMainMenuEntries,
} from './builtPages';
import { PAGE_MODULES } from './pageModules';
import { SIGNED_IN_PAGES } from './signedInPages';

/** Everything on: every feature, role and right, as a plain user and as an administrator. */
const everything: CapabilityContext = {
  admin: false,
  adminMenuVisible: true,
  userRoles: [...ADMIN_ROLES],
  userVirtualRoles: [...VIRTUAL_ROLES],
  tenantFeatures: TENANT_FEATURES.filter((feature) => feature !== 'INTELLIGENCE_NAVI'),
  callControlMode: 'CUCM',
};
const everythingAsAdmin: CapabilityContext = { ...everything, admin: true };

function built(path: string): boolean {
  return SIGNED_IN_PAGES.some((page) => `/${page.path}` === path && page.page !== undefined);
}

describe('the Active Directory page', () => {
  it('is offered with the feature and the role, and its address is a page', () => {
    expect(builtAdminEntries(everything)).toContain('ACTIVE_DIRECTORY');
    expect(builtAdminEntries(everything)).toContain('AZURE_ACTIVE_DIRECTORY');
    expect(isBuiltPath('/admin/activeDirectory')).toBe(true);
  });

  it('is not offered without the feature, nor without the role', () => {
    const noFeature = {
      ...everything,
      tenantFeatures: everything.tenantFeatures.filter((feature) => feature !== 'ACTIVE_DIRECTORY'),
    };
    const noRole = {
      ...everything,
      userRoles: everything.userRoles.filter((role) => role !== 'ADMIN_ACTIVE_DIRECTORY'),
    };
    expect(builtAdminEntries(noFeature)).not.toContain('ACTIVE_DIRECTORY');
    expect(builtAdminEntries(noRole)).not.toContain('ACTIVE_DIRECTORY');
  });
});

describe('built pages, read from the page table', () => {
  it('has a route in the table for every main-menu and admin entry', () => {
    for (const path of [...Object.values(MAIN_MENU_PATHS), ...Object.values(ADMIN_ENTRY_PATHS)]) {
      expect(pageRouteOf(path), path).toBeDefined();
    }
  });

  it('names page modules the page-module table has, and the table holds no other', () => {
    const named = SIGNED_IN_PAGES.flatMap((page) => (typeof page.page === 'string' ? [page.page] : []));
    for (const name of named) expect(Object.keys(PAGE_MODULES), name).toContain(name);
    expect(new Set(named)).toEqual(new Set(Object.keys(PAGE_MODULES)));
  });

  it('calls a path built exactly when its route has a page module', () => {
    for (const page of SIGNED_IN_PAGES) {
      const path = `/${page.path.replace(/:[A-Za-z]+/g, '1')}`;
      expect(isBuiltPath(path), path).toBe(page.page !== undefined);
    }
    expect(isBuiltPath('/callHistory/incoming?page=2')).toBe(true);
    expect(isBuiltPath('/no/such/page')).toBe(false);
  });

  it('shows in the side bar only entries whose pages are built, whatever the tenant has', () => {
    for (const context of [everything, everythingAsAdmin]) {
      const shown = shownMainMenuEntries(context);
      for (const entry of shown.filter((e) => e !== 'FEEDBACK')) {
        expect(isBuiltPath(MAIN_MENU_PATHS[entry]), entry).toBe(true);
      }
      // Every built entry the rules allow stays.
      expect(shown).toEqual(
        expect.arrayContaining(['HOME', 'INTERNAL_CONTACTS', 'CALL_HISTORY', 'SETTINGS']),
      );
    }
    // Talk is on for this tenant: it shows once its page is built, not before.
    expect(shownMainMenuEntries(everything).includes('TALK')).toBe(built('/gotalk'));
    expect(isMainMenuEntryBuilt('TALK')).toBe(built('/gotalk'));
  });

  it('shows Manage only when the person has a built admin entry', () => {
    const manage = shownMainMenuEntries(everythingAsAdmin).includes('ADMIN_MENU');
    expect(manage).toBe(builtAdminEntries(everythingAsAdmin).length > 0);
    for (const entry of ADMIN_ENTRIES) {
      expect(isAdminEntryBuilt(entry), entry).toBe(built(ADMIN_ENTRY_PATHS[entry]));
    }
    expect(builtAdminEntries(everythingAsAdmin).every(isAdminEntryBuilt)).toBe(true);
  });

  it('offers as start page only pages that are built, HOME always among them', () => {
    const choices = builtStartPageChoices(everything);
    expect(choices).toContain('HOME');
    for (const page of START_PAGES) {
      const open = isBuiltPath(MAIN_MENU_PATHS[START_PAGE_MENU_ENTRY[page]]);
      if (!open) expect(choices, page).not.toContain(page);
    }
  });
});
