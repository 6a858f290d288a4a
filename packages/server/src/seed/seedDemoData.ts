import { seedAiSummaries } from './seedAiSummaries.js';
import { seedAnpi } from './seedAnpi.js';
import type { Db } from '../db/createDatabase.js';
import { hashPassword } from '../modules/auth/index.js';
import { seedCallData } from './seedCallData.js';
import { seedContactGroups } from './seedContactGroups.js';
import { linkTenants } from '../modules/groupCompanies/index.js';
import { DEMO_GROUP_LINKS, DEMO_TENANTS, type DivisionSpec, type TenantSpec } from './demoTenants.js';
import { generatePeople } from './generatePeople.js';
import { seedDirectory } from './seedDirectory.js';
import { seedExternalContacts } from './seedExternalContacts.js';
import { seedTalk } from './seedTalk.js';
import { seedThanks } from './seedThanks.js';
import { seedPlaces } from './seedPlaces.js';
import { seedTenantLogo } from './seedTenantLogo.js';

const DAY_MS = 86_400_000;

export interface SeedSummary {
  readonly tenants: string[];
  readonly people: number;
}

/** Seeds the demo tenants when the database holds no tenant yet; answers null when it did nothing. */
export async function seedIfEmpty(db: Db): Promise<SeedSummary | null> {
  const any = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  return seedDemoData(db);
}

export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedSummary> {
  let people = 0;
  for (const spec of DEMO_TENANTS) {
    const existing = await db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', spec.code)
      .executeTakeFirst();
    if (existing) continue;
    const tenantId = await seedTenant(db, spec, now);
    people += spec.accounts.length + (await generatePeople(db, tenantId, spec.code, spec.people));
    await seedDirectory(db, tenantId, spec.code, now);
    await seedExternalContacts(db, tenantId, spec.code, now);
    await seedContactGroups(db, tenantId, spec.code);
    await seedCallData(db, tenantId, now);
    await seedTalk(db, tenantId, spec.code, now);
    await seedThanks(db, tenantId, spec.code, now);
    await seedAnpi(db, tenantId, spec.code, now);
    await seedAiSummaries(db, tenantId, now);
    if (spec.code === 'demo') await seedTenantLogo(db, tenantId, now);
    if (spec.code === 'demo') await seedPlaces(db, tenantId, now);
  }
  for (const [tenantCode, groupCode] of DEMO_GROUP_LINKS) await linkTenants(db, tenantCode, groupCode);
  return { tenants: DEMO_TENANTS.map((t) => t.code), people };
}

async function seedTenant(db: Db, spec: TenantSpec, now: Date): Promise<number> {
  const hashes = await Promise.all(spec.accounts.map((account) => hashPassword(account.password)));
  return db.transaction().execute(async (trx) => {
    const { id: tenantId } = await trx
      .insertInto('tenants')
      .values({
        code: spec.code,
        name: spec.name,
        provide_type: spec.provideType,
        call_control_mode: spec.callControlMode,
        organization_name: spec.organization.name,
        organization_address: spec.organization.address,
        organization_url: spec.organization.url,
        organization_phone: spec.organization.phone,
        feedback_url: spec.feedbackUrl,
        app_link_url: spec.appLinkUrl,
        ai_summary_enabled: spec.features.includes('AI_SUMMARY'),
        ai_summary_prompt_type: spec.features.includes('AI_SUMMARY') ? 'STANDARD' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tenant_features')
      .values(spec.features.map((feature) => ({ tenant_id: tenantId, feature })))
      .execute();

    const divisionIds = new Map<string, number>();
    const insertDivisions = async (
      items: readonly DivisionSpec[],
      parentId: number | null,
    ): Promise<void> => {
      for (const [sort, [name, kana, children]] of items.entries()) {
        const { id } = await trx
          .insertInto('divisions')
          .values({ tenant_id: tenantId, parent_id: parentId, name, name_kana: kana, sort })
          .returning('id')
          .executeTakeFirstOrThrow();
        divisionIds.set(name, id);
        if (children) await insertDivisions(children, id);
      }
    };
    await insertDivisions(spec.divisions, null);

    for (const [i, account] of spec.accounts.entries()) {
      const divisionId = divisionIds.get(account.division);
      if (divisionId === undefined)
        throw new Error(`unknown division ${account.division} in seed of ${spec.code}`);
      const { id: userId } = await trx
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          account_id: account.accountId,
          password_hash: hashes[i] as string,
          fullname: account.fullname,
          fullname_kana: account.fullnameKana,
          fullname_alphabet: account.fullnameAlphabet,
          email: `${account.accountId}@${spec.code}.example.com`,
          extension_num: account.extensionNum,
          phone_num: `03-5555-${account.extensionNum}`,
          position: account.position,
          level: account.isAdmin ? 5 : 1,
          employee_num: `A${String(i + 1).padStart(6, '0')}`,
          is_admin: account.isAdmin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_divisions')
        .values({ tenant_id: tenantId, user_id: userId, division_id: divisionId, is_primary: true })
        .execute();
      await trx
        .insertInto('user_settings')
        .values({ tenant_id: tenantId, user_id: userId, login_dest_menu_type: 'HOME' })
        .execute();
      if (account.roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(account.roles.map((role) => ({ tenant_id: tenantId, user_id: userId, role })))
          .execute();
      }
      if (account.virtualRoles.length > 0) {
        await trx
          .insertInto('user_virtual_roles')
          .values(account.virtualRoles.map((role) => ({ tenant_id: tenantId, user_id: userId, role })))
          .execute();
      }
    }

    await trx
      .insertInto('information')
      .values(
        spec.notices.map((notice) => ({
          tenant_id: tenantId,
          title: notice.title,
          memo: notice.memo,
          important: notice.important,
          start_at: new Date(startOfDay(now).getTime() + notice.startDays * DAY_MS),
          end_at:
            notice.endDays === null ? null : new Date(startOfDay(now).getTime() + notice.endDays * DAY_MS),
          indefinite_period: notice.endDays === null,
          enabled: notice.enabled,
        })),
      )
      .execute();
    return tenantId;
  });
}

function startOfDay(date: Date): Date {
  const day = new Date(date);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}
