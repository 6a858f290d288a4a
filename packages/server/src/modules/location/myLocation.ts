import type { MyDevicesBody, MyLocation } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { PlacesSimulate } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { areaNameAt, floorAreas, listFloors } from './floorStore.js';
import { positionsShownAt, readLocationSettings } from './locationSettings.js';
import { PlacesError } from './PlacesError.js';
import { forgetPositions, shownPositions } from './positionStore.js';

/**
 * What Kizuna keeps and shows of a person: the devices they registered, their choice, and what
 * colleagues see now (their latest position, or why nothing is shown). No history exists to show.
 */
export async function myLocation(
  db: Db,
  tenantId: number,
  userId: number,
  now: Date,
  simulate: PlacesSimulate | undefined,
): Promise<MyLocation> {
  const [user, choice, settings] = await Promise.all([
    selectTenantRows(db, 'users', tenantId, userId)
      .select(['pc_mac_address', 'mobile_mac_address', 'ble_id', 'ex_beacon_tag_id'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_location_privacy')
      .select('shown_on_maps')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    readLocationSettings(db, tenantId),
  ]);
  const shownOnMaps = choice?.shown_on_maps ?? null;
  const devices = {
    pcMacAddress: user.pc_mac_address,
    mobileMacAddress: user.mobile_mac_address,
    bleId: user.ble_id,
    exBeaconTagId: user.ex_beacon_tag_id,
  };
  const base = { devices, shownOnMaps, shownByDefault: settings.shownByDefault };
  if (!(shownOnMaps ?? settings.shownByDefault)) return { ...base, shown: { state: 'HIDDEN' } };
  if (!positionsShownAt(settings, now, simulate))
    return { ...base, shown: { state: 'OUTSIDE_WORKING_HOURS' } };
  const shown = await shownPositions(db, tenantId, settings, now, simulate, { userIds: [userId] });
  const position = shown[0];
  if (!position) return { ...base, shown: { state: 'NOT_LOCATED' } };
  const [floor] = (await listFloors(db, tenantId, ['CMX', 'EX_BEACON', 'IBASHO'])).filter(
    (f) => f.id === position.floorId,
  );
  const areas = await floorAreas(db, tenantId, [position.floorId]);
  return {
    ...base,
    shown: {
      state: 'SHOWN',
      floorId: position.floorId,
      floorName: floor?.name ?? '',
      areaName: areaNameAt(areas, position.x, position.y),
      seenAt: position.seenAt.toISOString(),
    },
  };
}

/**
 * Registers the person's devices (001 §5, checked by the contract). A device another person of the
 * tenant registered is refused (DEVICE_ALREADY_REGISTERED): one device locates one person.
 */
export async function saveMyDevices(
  db: Db,
  tenantId: number,
  userId: number,
  body: MyDevicesBody,
): Promise<void> {
  const macs = [body.pcMacAddress, body.mobileMacAddress].filter((mac): mac is string => mac !== null);
  const tags = [body.bleId, body.exBeaconTagId].filter((tag): tag is string => tag !== null);
  await db.transaction().execute(async (trx) => {
    if (macs.length > 0 || tags.length > 0) {
      const taken = await selectTenantRows(trx, 'users', tenantId)
        .select('id')
        .where('id', '!=', userId)
        .where((eb) =>
          eb.or([
            ...(macs.length > 0
              ? [
                  eb(sql<string>`lower(pc_mac_address)`, 'in', macs),
                  eb(sql<string>`lower(mobile_mac_address)`, 'in', macs),
                ]
              : []),
            ...(tags.length > 0 ? [eb('ble_id', 'in', tags), eb('ex_beacon_tag_id', 'in', tags)] : []),
          ]),
        )
        .executeTakeFirst();
      if (taken) throw new PlacesError('DEVICE_ALREADY_REGISTERED', 'another person registered this device');
    }
    await trx
      .updateTable('users')
      .set({
        pc_mac_address: body.pcMacAddress,
        mobile_mac_address: body.mobileMacAddress,
        ble_id: body.bleId,
        ex_beacon_tag_id: body.exBeaconTagId,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .execute();
  });
}

/** The person's choice (null: the tenant's default). Hidden now takes their position away at once. */
export async function saveMyVisibility(
  db: Db,
  tenantId: number,
  userId: number,
  shownOnMaps: boolean | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (shownOnMaps === null) {
      await trx
        .deleteFrom('user_location_privacy')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('user_location_privacy')
        .values({ user_id: userId, tenant_id: tenantId, shown_on_maps: shownOnMaps })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ shown_on_maps: shownOnMaps }))
        .execute();
    }
    const settings = await readLocationSettings(trx, tenantId);
    if (!(shownOnMaps ?? settings.shownByDefault)) await forgetPositions(trx, tenantId, [userId]);
  });
}
