import type { AddressParts } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { Principal } from '../principal/index.js';
import type { VcfCustomItem } from './digitalCardTables.js';

export async function saveCustom(
  db: Db,
  principal: Principal,
  item: VcfCustomItem,
  useCustom: boolean,
  value: string | AddressParts,
) {
  const row = {
    tenant_id: principal.tenant.id,
    user_id: principal.user.id,
    item,
    use_custom: useCustom,
    value: JSON.stringify(value),
    updated_at: new Date(),
  };
  await db
    .insertInto('vcf_custom_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'user_id', 'item'])
        .doUpdateSet({ use_custom: useCustom, value: row.value, updated_at: row.updated_at }),
    )
    .execute();
}
