import { CONTACT_GROUP_LIMITS } from '@kizuna/api-client/contract';
import type { Db } from '../db/createDatabase.js';
import { defaultGroupName } from '../modules/contactGroups/index.js';
import { selectTenantRows } from '../db/tenantRows.js';

interface GroupSpec {
  readonly name: string;
  /** Account ids of people of the directory. */
  readonly people?: readonly string[];
  /** People of the owner's own division, besides those named, up to this many. */
  readonly colleagues?: number;
  /** Full names of external contacts and the folder they lie in. */
  readonly contacts?: readonly { readonly folder: string; readonly fullname: string }[];
}

const DEMO_GROUPS: Readonly<Record<string, readonly GroupSpec[]>> = {
  'yamada.taro': [
    { name: '営業チーム', people: ['admin'], colleagues: 3 },
    {
      name: 'よく電話する取引先',
      contacts: [
        { folder: '取引先', fullname: '佐々木 健一' },
        { folder: '取引先', fullname: '高橋 美咲' },
      ],
    },
  ],
  admin: [
    { name: '相談役', people: ['yamada.taro'] },
    { name: '協力会社の窓口', contacts: [{ folder: '協力会社', fullname: '小林 誠' }] },
  ],
};

/** Favourite groups of yamada.taro and admin of demo: named ones with members, then the defaults up to five. */
export async function seedContactGroups(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  if (tenantCode !== 'demo') return;
  await db.transaction().execute(async (trx) => {
    for (const [account, specs] of Object.entries(DEMO_GROUPS)) {
      const owner = await selectTenantRows(trx, 'users', tenantId)
        .select('id')
        .where('account_id', '=', account)
        .executeTakeFirst();
      if (!owner) continue;
      await trx
        .insertInto('contact_group_owners')
        .values({ tenant_id: tenantId, user_id: owner.id })
        .execute();
      const names = [
        ...specs.map((spec) => spec.name),
        ...Array.from({ length: Math.max(0, CONTACT_GROUP_LIMITS.minCount - specs.length) }, (_, index) =>
          defaultGroupName('ja', specs.length + index + 1),
        ),
      ];
      for (const [sort, name] of names.entries()) {
        const group = await trx
          .insertInto('contact_groups')
          .values({ tenant_id: tenantId, user_id: owner.id, name, sort_score: sort })
          .returning('id')
          .executeTakeFirstOrThrow();
        const spec = specs[sort];
        if (!spec) continue;
        const people = spec.people ?? [];
        const named =
          people.length > 0
            ? await selectTenantRows(trx, 'users', tenantId)
                .select('id')
                .where('account_id', 'in', [...people])
                .orderBy('id')
                .execute()
            : [];
        const colleagues = spec.colleagues
          ? await trx
              .selectFrom('user_divisions as mine')
              .innerJoin('user_divisions as theirs', (join) =>
                join
                  .onRef('theirs.division_id', '=', 'mine.division_id')
                  .onRef('theirs.tenant_id', '=', 'mine.tenant_id'),
              )
              .innerJoin('users as u', 'u.id', 'theirs.user_id')
              .select('u.id')
              .where('mine.tenant_id', '=', tenantId)
              .where('mine.user_id', '=', owner.id)
              .where('mine.is_primary', '=', true)
              .where('u.id', '!=', owner.id)
              .where('u.enabled', '=', true)
              .$if(people.length > 0, (query) => query.where('u.account_id', 'not in', [...people]))
              .orderBy('u.id')
              .limit(spec.colleagues)
              .execute()
          : [];
        const contacts = await Promise.all(
          (spec.contacts ?? []).map((contact) =>
            trx
              .selectFrom('external_contacts as c')
              .innerJoin('contact_folders as f', 'f.id', 'c.folder_id')
              .select('c.id')
              .where('c.tenant_id', '=', tenantId)
              .where('f.name', '=', contact.folder)
              .where('c.fullname', '=', contact.fullname)
              .executeTakeFirst(),
          ),
        );
        const members = [
          ...[...named, ...colleagues].map((person) => ({
            internal_user_id: person.id,
            external_contact_id: null,
          })),
          ...contacts.flatMap((contact) =>
            contact ? [{ internal_user_id: null, external_contact_id: contact.id }] : [],
          ),
        ];
        if (members.length === 0) continue;
        await trx
          .insertInto('contact_group_members')
          .values(members.map((member) => ({ tenant_id: tenantId, group_id: group.id, ...member })))
          .execute();
      }
    }
  });
}
