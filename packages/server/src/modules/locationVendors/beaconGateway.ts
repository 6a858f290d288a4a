import type { PositionReport } from '../location/index.js';
import { bleDevice, FieldErrors, isCoordinate, isObject, timeOf } from './vendorInput.js';

/** Readings one POST may carry (docs/API.md, "BLE beacon gateways"). */
export const MAX_BEACON_READINGS = 1000;
/** A gateway's clock may run this far ahead of Kizuna's; further is a wrong clock, not a reading. */
const FUTURE_SLACK_MS = 5 * 60_000;

/** The registration of the gateway that presented its token. */
export interface BeaconGatewayPlace {
  readonly gatewayId: string;
  readonly sourceFloorId: string;
  readonly x: number;
  readonly y: number;
}

export type BeaconPost =
  | { readonly ok: true; readonly reports: PositionReport[] }
  | { readonly ok: false; readonly fieldErrors: FieldErrors; readonly wrongGateway: boolean };

/**
 * Reads a beacon gateway's POST (Kizuna's own format, docs/API.md "BLE beacon gateways"):
 * `{ gatewayId, readings: [{ tagId, seenAt, rssi?, x?, y? }] }`. The floor is the gateway's, as
 * registered; a reading without `x` and `y` is placed where the gateway hangs (the tag is near
 * it), one with them where the gateway computed. Any bad reading refuses the whole POST.
 */
export function readBeaconPost(body: unknown, gateway: BeaconGatewayPlace, now: Date): BeaconPost {
  const errors = new FieldErrors();
  if (!isObject(body)) {
    errors.add('body', 'required');
    return { ok: false, fieldErrors: errors, wrongGateway: false };
  }
  if (typeof body.gatewayId !== 'string' || body.gatewayId === '') errors.add('body.gatewayId', 'required');
  else if (body.gatewayId !== gateway.gatewayId)
    return { ok: false, fieldErrors: errors, wrongGateway: true };
  const readings = body.readings;
  if (!Array.isArray(readings)) {
    errors.add('body.readings', 'required');
    return { ok: false, fieldErrors: errors, wrongGateway: false };
  }
  if (readings.length > MAX_BEACON_READINGS) errors.add('body.readings', 'max');
  const reports: PositionReport[] = [];
  readings.forEach((reading: unknown, index) => {
    const path = `body.readings.${index}`;
    if (!isObject(reading)) return errors.add(path, 'required');
    const device = bleDevice(reading.tagId);
    if (!device) errors.add(`${path}.tagId`, 'bleId');
    const seenAt = timeOf(reading.seenAt);
    if (!seenAt || seenAt.getTime() > now.getTime() + FUTURE_SLACK_MS) errors.add(`${path}.seenAt`, 'date');
    if (
      reading.rssi !== undefined &&
      !(Number.isInteger(reading.rssi) && Math.abs(reading.rssi as number) <= 127)
    )
      errors.add(`${path}.rssi`, 'integer');
    const placed = reading.x !== undefined || reading.y !== undefined;
    if (placed && !isCoordinate(reading.x)) errors.add(`${path}.x`, 'min');
    if (placed && !isCoordinate(reading.y)) errors.add(`${path}.y`, 'min');
    if (!device || !seenAt) return;
    reports.push({
      source: 'beacon',
      device,
      sourceFloorId: gateway.sourceFloorId,
      x: placed ? (reading.x as number) : gateway.x,
      y: placed ? (reading.y as number) : gateway.y,
      seenAt,
    });
  });
  if (errors.any) return { ok: false, fieldErrors: errors, wrongGateway: false };
  return { ok: true, reports };
}
