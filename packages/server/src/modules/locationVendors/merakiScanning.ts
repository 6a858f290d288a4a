import type { PositionReport } from '../location/index.js';
import {
  bleDevice,
  FieldErrors,
  floorIdOf,
  isCoordinate,
  isObject,
  macDevice,
  timeOf,
} from './vendorInput.js';

/** The Scanning API version this receiver speaks; Meraki's dashboard is set to the same. */
export const MERAKI_SCANNING_VERSION = '3.0';
/** One POST carries a whole network's observations; more than this is not one of Meraki's. */
export const MAX_MERAKI_OBSERVATIONS = 20_000;

/** A Scanning API v3 POST read: the secret it came with and its positions, or what is wrong. */
export type MerakiPost =
  | { readonly ok: true; readonly networkId: string; readonly reports: PositionReport[] }
  | { readonly ok: false; readonly fieldErrors: FieldErrors };

/** The shared secret of a POST, read before anything else so a stranger learns nothing more. */
export function merakiSecretOf(body: unknown): string | null {
  return isObject(body) && typeof body.secret === 'string' ? body.secret : null;
}

/**
 * Reads a Meraki Scanning API v3 POST (Cisco Meraki developer hub, "Scanning API" → "Location API
 * version 3" → "Observation Payloads"): `version` "3.0", `type` WiFi or Bluetooth, `data.networkId`
 * and `data.observations[]`, each a client (`clientMac`) with the recent history of its positions
 * (`locations[]`: `x`, `y` in metres from the floor plan's top-left corner, `floorPlanId`, `time`).
 * A client's latest position on a floor plan becomes one report: a Wi-Fi client by its MAC
 * address, a Bluetooth client by its MAC address as a BLE id (001 §5 admits it). A client with no
 * position on a floor plan (only `latestRecord`: heard, not placed) gives none. One bad field
 * refuses the whole POST, so nothing of it is kept.
 */
export function readMerakiPost(body: unknown): MerakiPost {
  const errors = new FieldErrors();
  if (!isObject(body)) {
    errors.add('body', 'required');
    return { ok: false, fieldErrors: errors };
  }
  if (String(body.version) !== MERAKI_SCANNING_VERSION) errors.add('body.version', 'version');
  const type = body.type;
  if (type !== 'WiFi' && type !== 'Bluetooth') errors.add('body.type', 'type');
  const data = body.data;
  if (!isObject(data)) {
    errors.add('body.data', 'required');
    return { ok: false, fieldErrors: errors };
  }
  const networkId = typeof data.networkId === 'string' && data.networkId !== '' ? data.networkId : null;
  if (networkId === null) errors.add('body.data.networkId', 'required');
  const observations = data.observations;
  if (!Array.isArray(observations)) {
    errors.add('body.data.observations', 'required');
    return { ok: false, fieldErrors: errors };
  }
  if (observations.length > MAX_MERAKI_OBSERVATIONS) errors.add('body.data.observations', 'max');
  const reports: PositionReport[] = [];
  observations.forEach((observation: unknown, index) => {
    const path = `body.data.observations.${index}`;
    if (!isObject(observation)) return errors.add(path, 'required');
    const device = type === 'Bluetooth' ? bleDevice(observation.clientMac) : macDevice(observation.clientMac);
    if (!device) errors.add(`${path}.clientMac`, 'macAddress');
    const locations = observation.locations ?? [];
    if (!Array.isArray(locations)) return errors.add(`${path}.locations`, 'required');
    let latest: PositionReport | null = null;
    locations.forEach((location: unknown, at) => {
      const where = `${path}.locations.${at}`;
      if (!isObject(location)) return errors.add(where, 'required');
      // Meraki places a client it cannot put on a floor plan by latitude and longitude only.
      if (location.floorPlanId === null || location.floorPlanId === undefined || location.floorPlanId === '')
        return;
      const floorId = floorIdOf(location.floorPlanId);
      const seenAt = timeOf(location.time);
      if (!floorId) errors.add(`${where}.floorPlanId`, 'pattern');
      if (!isCoordinate(location.x)) errors.add(`${where}.x`, 'min');
      if (!isCoordinate(location.y)) errors.add(`${where}.y`, 'min');
      if (!seenAt) errors.add(`${where}.time`, 'date');
      if (!device || !floorId || !seenAt || !isCoordinate(location.x) || !isCoordinate(location.y)) return;
      if (latest && latest.seenAt >= seenAt) return;
      latest = { source: 'meraki', device, sourceFloorId: floorId, x: location.x, y: location.y, seenAt };
    });
    if (latest) reports.push(latest);
  });
  if (errors.any || networkId === null) return { ok: false, fieldErrors: errors };
  return { ok: true, networkId, reports };
}
