import {
  BUILT_IN_DESTINATION_COLORS,
  BUILT_IN_DESTINATION_NAMES,
  BUILT_IN_DESTINATIONS,
  DESTINATION_COLOR_NAMES,
  DESTINATION_COLORS,
  DESTINATION_LIMITS,
  type BuiltInDestination,
  type CustomDestination,
  type Destination,
  type DestinationColorName,
} from '@kizuna/api-client/contract';
import { codePointLength } from '@kizuna/api-client/validation';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { RequestError } from '../../http/KizunaError.js';
import { DestinationError } from './DestinationError.js';
import { publishDestinationsNotice } from './destinationEvents.js';

/** What a person may set their destination to. */
export type DestinationChoice =
  | { readonly kind: 'NOT_SET' }
  | { readonly kind: BuiltInDestination }
  | { readonly kind: 'OTHER'; readonly text: string }
  | { readonly kind: 'CUSTOM'; readonly destId: number };

function colorName(value: string): DestinationColorName {
  return (DESTINATION_COLOR_NAMES as readonly string[]).includes(value)
    ? (value as DestinationColorName)
    : 'GRAY';
}

export function toCustomDestination(row: { id: number; name: string; color: string }): CustomDestination {
  const color = colorName(row.color);
  return { destId: Number(row.id), destName: row.name, color, destColor: DESTINATION_COLORS[color] };
}

/** The tenant's own destinations, in the administrator's order. */
export async function customDestinations(db: Db, tenantId: number): Promise<CustomDestination[]> {
  const rows = await selectTenantRows(db, 'destinations', tenantId)
    .select(['id', 'name', 'color'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toCustomDestination);
}

interface DestinationRow {
  user_id: number;
  kind: string;
  destination_id: number | null;
  free_text: string | null;
  updated_at: Date | string;
  name: string | null;
  color: string | null;
}

function toDestination(row: DestinationRow): Destination | null {
  if (row.kind === 'CUSTOM') {
    if (row.destination_id === null || row.name === null) return null;
    return {
      kind: 'CUSTOM',
      destId: Number(row.destination_id),
      destName: row.name,
      destColor: DESTINATION_COLORS[colorName(row.color ?? '')],
    };
  }
  if (row.kind === 'OTHER') {
    return {
      kind: 'OTHER',
      destId: null,
      destName: row.free_text ?? '',
      destColor: DESTINATION_COLORS[BUILT_IN_DESTINATION_COLORS.OTHER],
    };
  }
  if (!(BUILT_IN_DESTINATIONS as readonly string[]).includes(row.kind)) return null;
  const kind = row.kind as BuiltInDestination;
  return {
    kind,
    destId: null,
    destName: BUILT_IN_DESTINATION_NAMES[kind],
    destColor: DESTINATION_COLORS[BUILT_IN_DESTINATION_COLORS[kind]],
  };
}

/** How many of the (distinct) ids are people of the tenant. */
export async function countPeopleAmong(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<number> {
  const rows = await selectTenantRows(db, 'users', tenantId)
    .select('id')
    .where('id', 'in', userIds)
    .execute();
  return rows.length;
}

/** The destinations of the people among `userIds` who have one, with when they set it. */
export async function readDestinations(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, { destination: Destination; updatedAt: string }>> {
  const result = new Map<number, { destination: Destination; updatedAt: string }>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('user_destinations as u')
    .leftJoin('destinations as d', (join) =>
      join.onRef('d.id', '=', 'u.destination_id').onRef('d.tenant_id', '=', 'u.tenant_id'),
    )
    .select(['u.user_id', 'u.kind', 'u.destination_id', 'u.free_text', 'u.updated_at', 'd.name', 'd.color'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.user_id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) {
    const destination = toDestination(row);
    if (destination) {
      result.set(Number(row.user_id), {
        destination,
        updatedAt: new Date(row.updated_at).toISOString(),
      });
    }
  }
  return result;
}

/**
 * Sets a person's destination and tells the tenant's open clients, in one transaction. A
 * destination of another tenant (or none) is DESTINATION_NOT_FOUND, a person of another tenant
 * CONTACT_NOT_FOUND, and a free text blank or over `DESTINATION_LIMITS.freeTextMax` characters
 * VALIDATION_FAILED on `body.destName`; nothing changes then. For the public API as well as the app.
 */
export async function setUserDestination(
  db: Db,
  tenantId: number,
  userId: number,
  choice: DestinationChoice,
  at: Date = new Date(),
): Promise<void> {
  const text = choice.kind === 'OTHER' ? choice.text.trim() : null;
  if (text !== null && (text === '' || codePointLength(text) > DESTINATION_LIMITS.freeTextMax)) {
    throw new RequestError('VALIDATION_FAILED', 'the destination text is blank or too long', {
      fieldErrors: [
        {
          path: 'body.destName',
          key: text === '' ? 'required' : 'length',
          values: { max: DESTINATION_LIMITS.freeTextMax },
        },
      ],
    });
  }
  await db.transaction().execute(async (trx) => {
    const person = await selectTenantRows(trx, 'users', tenantId)
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!person) throw new DestinationError('CONTACT_NOT_FOUND', 'no such person in the tenant');
    if (choice.kind === 'NOT_SET') {
      await trx
        .deleteFrom('user_destinations')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute();
    } else {
      let destinationId: number | null = null;
      if (choice.kind === 'CUSTOM') {
        const found = await selectTenantRows(trx, 'destinations', tenantId, choice.destId)
          .select('id')
          .executeTakeFirst();
        if (!found) throw new DestinationError('DESTINATION_NOT_FOUND', 'no such destination in the tenant');
        destinationId = Number(found.id);
      }
      const values = { kind: choice.kind, destination_id: destinationId, free_text: text, updated_at: at };
      await trx
        .insertInto('user_destinations')
        .values({ user_id: userId, tenant_id: tenantId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    }
    await publishDestinationsNotice(trx, { tenantId, userIds: [userId] });
  });
}
