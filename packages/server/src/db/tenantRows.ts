import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Db } from './createDatabase.js';
import type { DatabaseSchema } from './DatabaseSchema.js';

/** The tables whose rows belong to one tenant (they carry `tenant_id`). */
export type TenantTable = {
  [T in keyof DatabaseSchema]: DatabaseSchema[T] extends { tenant_id: unknown } ? T : never;
}[keyof DatabaseSchema];

type Select<T extends TenantTable> = SelectQueryBuilder<DatabaseSchema, T, object>;
type Update<T extends TenantTable> = UpdateQueryBuilder<DatabaseSchema, T, T, UpdateResult>;
type Delete<T extends TenantTable> = DeleteQueryBuilder<DatabaseSchema, T, DeleteResult>;

/** The filter every query of a tenant's rows starts with; with `id`, that one row. */
function ownedBy(table: TenantTable, tenantId: number, id?: number) {
  const tenant = sql<boolean>`${sql.ref(`${table}.tenant_id`)} = ${tenantId}`;
  return id === undefined ? tenant : sql<boolean>`${tenant} and ${sql.ref(`${table}.id`)} = ${id}`;
}

/** `select … from <table> where tenant_id = $tenantId [and id = $id]`. */
export function selectTenantRows<T extends TenantTable>(
  db: Db,
  table: T,
  tenantId: number,
  id?: number,
): Select<T> {
  return (db.selectFrom(table) as unknown as Select<T>).where(ownedBy(table, tenantId, id));
}

/** `update <table> … where tenant_id = $tenantId [and id = $id]`. */
export function updateTenantRows<T extends TenantTable>(
  db: Db,
  table: T,
  tenantId: number,
  id?: number,
): Update<T> {
  return (db.updateTable(table) as unknown as Update<T>).where(ownedBy(table, tenantId, id));
}

/** `delete from <table> where tenant_id = $tenantId [and id = $id]`. */
export function deleteTenantRows<T extends TenantTable>(
  db: Db,
  table: T,
  tenantId: number,
  id?: number,
): Delete<T> {
  return (db.deleteFrom(table) as unknown as Delete<T>).where(ownedBy(table, tenantId, id));
}
