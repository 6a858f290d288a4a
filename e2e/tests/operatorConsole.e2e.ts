import { createCookieJar, createKizunaClient } from '@kizuna/api-client';
import { authenticator } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { OperatorConsolePage } from '../pages/OperatorConsolePage';
import { launchBrowser, newPage } from '../support/browser';
import { baseURL, consoleOperator } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedInThroughApi } from '../support/signedInThroughApi';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('operator console', () => {
  it('signs in with a TOTP code, creates a tenant, and a feature turned on reaches its open app', async () => {
    const operator = consoleOperator();
    const stamp = Date.now().toString(36);
    const tenant = { code: `ops-${stamp}`, name: `運用テスト ${stamp}`, licences: 10 };

    const { context, page } = await newPage(browser);
    const console$ = new OperatorConsolePage(page);
    await console$.open();
    await console$.headingNamed('Operator sign-in').waitFor();
    await expectAccessible(page);
    await console$.signIn(operator.login, operator.password, () =>
      authenticator.generate(operator.totpSecret),
    );
    await console$.tenantsHeading.waitFor();
    await console$.table.waitFor();
    await expectAccessible(page);

    const adminPassword = await console$.createTenant(tenant);
    expect(adminPassword).toMatch(/^\w{12,}$/);
    await expectAccessible(page);
    await console$.openCreatedTenant();
    await console$.headingNamed(tenant.name).waitFor();
    await expectAccessible(page);

    // The tenant's administrator sets a password and adds a colleague with thanks cards, who opens
    // the app: it holds the events socket (a person with neither a phone system, talk nor thanks
    // holds none, and sees a change at the next load of the principal).
    const admin = createKizunaClient({ baseURL: baseURL(), cookieJar: createCookieJar() });
    await admin.auth.xsrf();
    await admin.auth.login({
      body: { tenantCode: tenant.code, accountId: 'admin', password: adminPassword },
    });
    await admin.principal.changePassword({
      body: { currentPassword: adminPassword, newPassword: 'Ops-Admin-7', newPasswordConfirm: 'Ops-Admin-7' },
    });
    await admin.userAdmin.save({
      body: {
        accountId: 'sato.hana',
        fullname: '佐藤 花',
        fullnameKana: 'サトウ ハナ',
        fullnameAlphabet: 'Hana Sato',
        userType: 'REGULAR_USER',
        divisions: [],
        position: '',
        extensionNum: '',
        phoneNum: '',
        mobileNum: '',
        email: '',
        email2: '',
        employeeNum: '',
        roles: [],
        virtualRoles: ['USER_THANKS_AVAILABLE'],
        enabled: true,
        initialPassword: 'Talk-Ok-25',
      },
    });

    // Talk off first (a new tenant has it), so it can be turned on while the app is open.
    await console$.feature('Talk').uncheck();
    await console$.saveFeatures();
    const member = await signedInThroughApi(
      browser,
      { tenantCode: tenant.code, accountId: 'sato.hana', password: 'Talk-Ok-25' },
      'en-US',
    );
    await member.page.goto('/front/home');
    const shell = new AppShell(member.page);
    await shell.mainMenu().waitFor();
    expect(await shell.menuLink('Talk', { exact: true }).count()).toBe(0);
    const loads: string[] = [];
    member.page.on('framenavigated', (frame) => {
      if (frame === member.page.mainFrame()) loads.push(frame.url());
    });

    await console$.feature('Talk').check();
    await console$.saveFeatures();
    await shell.menuLink('Talk', { exact: true }).waitFor({ timeout: 15_000 });
    expect(loads).toEqual([]);

    // Every change is in the audit log under the operator's login.
    await console$.nav('Audit log').click();
    await console$.headingNamed('Audit log').waitFor();
    await console$.filterAuditLog(tenant.code);
    const rows = console$.tableRows;
    await rows.nth(3).waitFor();
    expect(await rows.count()).toBe(4);
    await expect(rows.nth(1).textContent()).resolves.toContain(operator.login);
    await expect(rows.nth(1).textContent()).resolves.toContain('+TALK');
    await expectAccessible(page);

    // Deleting asks for the suspended tenant's name.
    await console$.nav('Tenants').click();
    await console$.search(stamp);
    await console$.tenantLink(tenant.name).click();
    await console$.suspend();
    await console$.text('This tenant is suspended: nobody can sign in.').waitFor();
    await (await console$.openDelete(tenant.name)).waitFor();
    await expectAccessible(page);
    await console$.confirmDelete(tenant.name);
    await console$.tenantsHeading.waitFor();
    await console$.text(`${tenant.name} was deleted.`).waitFor();

    await member.context.close();
    await context.close();
  });
});
