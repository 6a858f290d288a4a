import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract, listEndpoints, MAIN_MENU_ENTRIES, TENANT_FEATURES, VIRTUAL_ROLES } from '../src/contract';
import {
  adminEntries,
  allowedApiKeyScopes,
  capabilityContextOf,
  effectiveFeatures,
  floorSources,
  hasCapability,
  isCapabilityRuleName,
  effectiveStartPage,
  isStartPageAllowed,
  mainMenuEntries,
  startPageChoices,
  tenantStartPageChoices,
  type CapabilityContext,
} from '../src/rules';

const plain: CapabilityContext = {
  admin: false,
  adminMenuVisible: false,
  userRoles: [],
  userVirtualRoles: [],
  tenantFeatures: [],
  callControlMode: 'VIEW_ONLY',
};

const ALWAYS = [
  'HOME',
  'GROUP_CONTACTS',
  'INTERNAL_CONTACTS',
  'EXTERNAL_CONTACTS',
  'CALL_HISTORY',
  'SETTINGS',
];

describe('main menu (§2.1)', () => {
  it('shows only the always-on entries to a user of a tenant without features', () => {
    expect(mainMenuEntries(plain)).toEqual(ALWAYS);
  });

  it.each([
    ['COMPANIES', { tenantFeatures: ['COMPANY_SEARCH'] }],
    ['PLACE', { tenantFeatures: ['CMX'] }],
    ['PLACE', { tenantFeatures: ['MERAKI'] }],
    ['PLACE', { tenantFeatures: ['EX_BEACON'] }],
    ['PLACE', { tenantFeatures: ['IBASHO'] }],
    ['TALK', { tenantFeatures: ['TALK'] }],
    ['GO_TALK', { tenantFeatures: ['GOTALK'], userVirtualRoles: ['USER_GOTALK_AVAILABLE'] }],
    ['INTELLIGENCE_NAVI', { tenantFeatures: ['INTELLIGENCE_NAVI'] }],
    ['SEARCH_DOCUMENT', { tenantFeatures: ['FILE_STORAGE'] }],
    ['SEARCH_DOCUMENT', { userVirtualRoles: ['TENANT_O365_DOCUMENT'] }],
    ['THANKS', { tenantFeatures: ['THANKS'], userVirtualRoles: ['USER_THANKS_AVAILABLE'] }],
    ['GROUP_COMPANIES', { tenantFeatures: ['TOGO'], userVirtualRoles: ['TENANT_GROUP_COMPANIES_AVAILABLE'] }],
    ['ADMIN_MENU', { adminMenuVisible: true }],
    ['FEEDBACK', { tenantFeatures: ['FEEDBACK'] }],
  ] as const)('adds %s when its condition holds', (entry, extra) => {
    expect(mainMenuEntries({ ...plain, ...extra })).toEqual(
      MAIN_MENU_ENTRIES.filter((e) => ALWAYS.includes(e) || e === entry),
    );
  });

  it.each([
    ['GO_TALK without the user right', { tenantFeatures: ['GOTALK'] }],
    ['GO_TALK without the tenant feature', { userVirtualRoles: ['USER_GOTALK_AVAILABLE'] }],
    ['THANKS without the user right', { tenantFeatures: ['THANKS'] }],
    ['THANKS without the tenant feature', { userVirtualRoles: ['USER_THANKS_AVAILABLE'] }],
    ['GROUP_COMPANIES without the user feature', { tenantFeatures: ['TOGO'] }],
    [
      'SEARCH_DOCUMENT when intelligence navi is on',
      { tenantFeatures: ['FILE_STORAGE', 'INTELLIGENCE_NAVI'] },
    ],
  ] as const)('hides %s', (_, extra) => {
    const entries = mainMenuEntries({ ...plain, ...extra });
    expect(entries).not.toContain(_.split(' ')[0]);
  });

  it('never shows talk or voice talk to an admin, whatever the features', () => {
    fc.assert(
      fc.property(
        fc.subarray([...TENANT_FEATURES]),
        fc.subarray([...VIRTUAL_ROLES]),
        (tenantFeatures, userVirtualRoles) => {
          const entries = mainMenuEntries({ ...plain, admin: true, tenantFeatures, userVirtualRoles });
          return !entries.includes('TALK') && !entries.includes('GO_TALK');
        },
      ),
    );
  });

  it('keeps menu order and always includes the unconditional entries', () => {
    fc.assert(
      fc.property(
        fc.subarray([...TENANT_FEATURES]),
        fc.subarray([...VIRTUAL_ROLES]),
        fc.boolean(),
        (t, r, a) => {
          const entries = mainMenuEntries({ ...plain, tenantFeatures: t, userVirtualRoles: r, admin: a });
          const order = entries.map((e) => MAIN_MENU_ENTRIES.indexOf(e));
          return (
            ALWAYS.every((e) => entries.includes(e as never)) &&
            order.every((i, k) => k === 0 || i > order[k - 1]!)
          );
        },
      ),
    );
  });
});

describe('admin area (§6.4)', () => {
  it('offers role-only entries for the role alone', () => {
    expect(adminEntries({ ...plain, userRoles: ['ADMIN_COMPANY', 'ADMIN_INFORMATION'] })).toEqual([
      'COMPANY',
      'INFORMATION',
    ]);
  });

  it('needs both the tenant feature and the role for feature entries', () => {
    expect(adminEntries({ ...plain, userRoles: ['ADMIN_THANKS'] })).toEqual([]);
    expect(adminEntries({ ...plain, tenantFeatures: ['THANKS'] })).toEqual([]);
    expect(adminEntries({ ...plain, userRoles: ['ADMIN_THANKS'], tenantFeatures: ['THANKS'] })).toEqual([
      'THANKS',
    ]);
  });

  it('gives paapi admin to user admins of a paapi tenant', () => {
    expect(adminEntries({ ...plain, userRoles: ['ADMIN_USER'], tenantFeatures: ['PAAPI'] })).toEqual([
      'USER',
      'PAAPI',
    ]);
  });

  it('gives internal-contact admin only with togo, the user feature and the virtual togo feature', () => {
    const base = { ...plain, tenantFeatures: ['TOGO'], userVirtualRoles: ['USER_INTERNAL_CONTACT_ADMIN'] };
    expect(adminEntries(base)).toEqual([]);
    expect(
      adminEntries({ ...base, userVirtualRoles: ['USER_INTERNAL_CONTACT_ADMIN', 'V_TENANT_TOGO_AVAILABLE'] }),
    ).toEqual(['INTERNAL_CONTACT']);
  });
});

describe('other rules (§6.3, §6.5)', () => {
  it('takes effective features as tenant features together with virtual roles', () => {
    expect(effectiveFeatures({ tenantFeatures: ['TALK'], userVirtualRoles: ['USER_PBX_FEATURE'] })).toEqual(
      new Set(['TALK', 'USER_PBX_FEATURE']),
    );
  });

  it('allows PBX API calling only in PBX_API mode with the user PBX feature', () => {
    const rule = { kind: 'rule', rule: 'pbxApiCalling' } as const;
    expect(hasCapability({ ...plain, callControlMode: 'PBX_API' }, rule)).toBe(false);
    expect(hasCapability({ ...plain, userVirtualRoles: ['USER_PBX_FEATURE'] }, rule)).toBe(false);
    expect(
      hasCapability({ ...plain, callControlMode: 'PBX_API', userVirtualRoles: ['USER_PBX_FEATURE'] }, rule),
    ).toBe(true);
  });

  it('shows place maps when the place feature is on, else wireless and beacon floors', () => {
    expect(floorSources({ ...plain, tenantFeatures: ['IBASHO', 'CMX'] })).toEqual(['PLACE']);
    expect(floorSources({ ...plain, tenantFeatures: ['MERAKI', 'EX_BEACON'] })).toEqual([
      'WIRELESS',
      'BEACON',
    ]);
  });

  it('denies a session capability without a session and an unknown rule with one', () => {
    expect(hasCapability(null, { kind: 'session' })).toBe(false);
    expect(hasCapability(null, { kind: 'public' })).toBe(true);
    // A typo in a rule name fails to compile; a name from untyped data still denies.
    // @ts-expect-error -- not a rule name
    expect(hasCapability(plain, { kind: 'rule', rule: 'noSuchRule' })).toBe(false);
  });

  it('builds the context from the principal answers', () => {
    const context = capabilityContextOf({
      roles: { admin: true, adminMenuVisible: true, userRoles: ['ADMIN_USER'], userVirtualRoles: ['X'] },
      tenant: { tenantFeatures: ['TALK'], callControlMode: { name: 'CUCM' } },
    });
    expect(context).toEqual({
      admin: true,
      adminMenuVisible: true,
      userRoles: ['ADMIN_USER'],
      userVirtualRoles: ['X'],
      tenantFeatures: ['TALK'],
      callControlMode: 'CUCM',
    });
  });

  it('names only existing rules in the contract', () => {
    const named = listEndpoints(contract).flatMap(({ endpoint }) =>
      endpoint.capability.kind === 'rule' ? [endpoint.capability.rule] : [],
    );
    expect(named.filter((rule) => !isCapabilityRuleName(rule))).toEqual([]);
  });
});

describe('start pages (§2.1)', () => {
  it('offers only the pages whose menu entry the user sees', () => {
    expect(startPageChoices(plain)).toEqual([
      'HOME',
      'GROUP_CONTACTS',
      'INTERNAL_CONTACTS',
      'EXTERNAL_CONTACTS',
      'CALL_HISTORY',
    ]);
    const talker = { ...plain, tenantFeatures: ['TALK', 'COMPANY_SEARCH'] };
    expect(startPageChoices(talker)).toContain('TALK');
    expect(startPageChoices(talker)).toContain('COMPANIES');
    expect(isStartPageAllowed({ ...talker, admin: true }, 'TALK')).toBe(false);
  });

  it('falls back to HOME when the saved page is out of reach or unset', () => {
    expect(effectiveStartPage(plain, 'CALL_HISTORY')).toBe('CALL_HISTORY');
    expect(effectiveStartPage(plain, 'TALK')).toBe('HOME');
    expect(effectiveStartPage(plain, null)).toBe('HOME');
  });

  it('gives people without a choice the company default they can reach; their own choice wins', () => {
    expect(effectiveStartPage(plain, null, 'CALL_HISTORY')).toBe('CALL_HISTORY');
    expect(effectiveStartPage(plain, 'GROUP_CONTACTS', 'CALL_HISTORY')).toBe('GROUP_CONTACTS');
    expect(effectiveStartPage(plain, 'TALK', 'CALL_HISTORY')).toBe('CALL_HISTORY');
    expect(effectiveStartPage(plain, null, 'COMPANIES')).toBe('HOME');
  });

  it('offers as company default only the pages every person may open, whatever their roles', () => {
    const tenant = {
      tenantFeatures: ['TALK', 'COMPANY_SEARCH', 'TOGO'],
      callControlMode: 'VIEW_ONLY',
    } as const;
    const choices = tenantStartPageChoices(tenant);
    expect(choices).toContain('COMPANIES');
    // Administrators may not open talk; group companies need a virtual role.
    expect(choices).not.toContain('TALK');
    expect(choices).not.toContain('GROUP_COMPANIES');
    expect(tenantStartPageChoices({ tenantFeatures: [], callControlMode: 'VIEW_ONLY' })).toEqual(
      startPageChoices(plain),
    );
  });
});

describe('the scopes of a personal API key (002 §6)', () => {
  it('lets everyone read the directory and keep external contacts, and only administrators change people and divisions', () => {
    expect(allowedApiKeyScopes(plain)).toEqual([
      'USER_READ',
      'EXTERNAL_CONTACTS_READ',
      'EXTERNAL_CONTACTS_WRITE',
    ]);
    expect(allowedApiKeyScopes({ ...plain, userRoles: ['ADMIN_USER'] })).toContain('USER_WRITE');
    expect(allowedApiKeyScopes({ ...plain, userRoles: ['ADMIN_USER'] })).not.toContain('DIVISION_WRITE');
    expect(allowedApiKeyScopes({ ...plain, userRoles: ['ADMIN_DIVISION'] })).toContain('DIVISION_WRITE');
  });
});
