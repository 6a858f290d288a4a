import { OutboundError, type OutboundClient, type OutboundResponse } from '../../outbound/index.js';
import type { PositionReport } from '../location/index.js';
import { floorIdOf, isCoordinate, isObject, macDevice, timeOf } from './vendorInput.js';

/** Where and how Kizuna reaches a tenant's CMX (or a Cisco Spaces connector serving its API). */
export interface CmxConnection {
  /** `https://cmx.example.co.jp`, without a trailing path. */
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
}

/** A floor of CMX, as the floor mapping lists it. */
export interface CmxFloor {
  /** The floor's `aesUidString`: the `mapInfo.floorRefId` of the clients on it. */
  readonly id: string;
  /** `Campus>Building>Floor`. */
  readonly name: string;
  readonly width: number | null;
  readonly length: number | null;
  readonly unit: string | null;
}

/** Why CMX could not be asked: a reason of the settings page, not an error code of the API. */
export class CmxFailure extends Error {
  constructor(
    readonly reason: 'UNREACHABLE' | 'UNAUTHORIZED' | 'REFUSED' | 'NOT_CMX',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CmxFailure';
  }
}

/** The client lists CMX serves, newest first: v3 (CMX 10.3 and later), then v2. */
export const CMX_CLIENT_PATHS = ['/api/location/v3/clients', '/api/location/v2/clients'] as const;
export const CMX_MAPS_PATH = '/api/config/v1/maps';
/** A large site answers with tens of thousands of clients; past this it is not a client list. */
const MAX_CLIENTS_BYTES = 64 * 1024 * 1024;
/** A map list holds names and sizes of floors: a few kilobytes each. */
const MAX_MAPS_BYTES = 4 * 1024 * 1024;
/** A CMX behind a proxy may move once or twice (http: to https:, a path); each hop is checked again. */
const MAX_REDIRECTS = 3;

/** The floor of a client: its `floorRefId`, or the floor part of `Campus>Building>Floor>Zone`. */
function cmxFloorIdOf(mapInfo: Record<string, unknown>): string | null {
  const ref = floorIdOf(mapInfo.floorRefId);
  if (ref && ref !== '0') return ref;
  const hierarchy = floorIdOf(mapInfo.mapHierarchyString);
  return hierarchy ? hierarchy.split('>').slice(0, 3).join('>') : null;
}

/** When CMX last located a client: v2's `statistics.lastLocatedTime`, v3's top-level fields. */
function lastLocatedOf(client: Record<string, unknown>): Date | null {
  const statistics = isObject(client.statistics) ? client.statistics : {};
  return (
    timeOf(statistics.lastLocatedTime) ??
    timeOf(client.lastLocatedTime) ??
    timeOf(client.lastSeen) ??
    timeOf(client.timestamp)
  );
}

/**
 * Reads CMX's active clients (Cisco CMX REST API reference, release 10.x, "Location" → "Active
 * Clients V3 API", `GET /api/location/v3/clients`, and the v2 `GET /api/location/v2/clients`):
 * an array of clients, each with `macAddress`, `mapInfo` (`floorRefId`, `mapHierarchyString`),
 * `mapCoordinate` (`x`, `y`, `unit`: the floor's own unit, FEET by default) and the time it was
 * last located. Clients CMX could not place (no floor, no coordinate, a MAC outside 001 §5) are
 * skipped, not fatal: one odd client must not hide the others. An answer that is no list is.
 */
export function readCmxClients(answer: unknown): { reports: PositionReport[]; skipped: number } {
  if (!Array.isArray(answer)) throw new CmxFailure('NOT_CMX', 'the client list is not a JSON array');
  const reports: PositionReport[] = [];
  let skipped = 0;
  for (const client of answer as unknown[]) {
    const report = isObject(client) ? cmxReportOf(client) : null;
    if (report) reports.push(report);
    else skipped += 1;
  }
  return { reports, skipped };
}

function cmxReportOf(client: Record<string, unknown>): PositionReport | null {
  const device = macDevice(client.macAddress);
  const sourceFloorId = isObject(client.mapInfo) ? cmxFloorIdOf(client.mapInfo) : null;
  const coordinate = isObject(client.mapCoordinate) ? client.mapCoordinate : null;
  const seenAt = lastLocatedOf(client);
  if (!device || !sourceFloorId || !coordinate || !seenAt) return null;
  if (!isCoordinate(coordinate.x) || !isCoordinate(coordinate.y)) return null;
  return { source: 'cmx', device, sourceFloorId, x: coordinate.x, y: coordinate.y, seenAt };
}

/**
 * Reads CMX's maps (`GET /api/config/v1/maps`: `campuses[].buildingList[].floorList[]`, each
 * floor with `aesUidString`, `name`, `hierarchyName` and `dimension`) into the floors an
 * administrator maps to Kizuna's.
 */
export function readCmxFloors(answer: unknown): CmxFloor[] {
  if (!isObject(answer) || !Array.isArray(answer.campuses))
    throw new CmxFailure('NOT_CMX', 'the map list has no campuses');
  const floors: CmxFloor[] = [];
  for (const campus of answer.campuses as unknown[]) {
    if (!isObject(campus) || !Array.isArray(campus.buildingList)) continue;
    for (const building of campus.buildingList as unknown[]) {
      if (!isObject(building) || !Array.isArray(building.floorList)) continue;
      for (const floor of building.floorList as unknown[]) {
        if (!isObject(floor)) continue;
        const id = floorIdOf(floor.aesUidString) ?? floorIdOf(floor.aesUid);
        if (!id) continue;
        const dimension = isObject(floor.dimension) ? floor.dimension : {};
        const name =
          floorIdOf(floor.hierarchyName) ??
          [campus.name, building.name, floor.name].filter((part) => typeof part === 'string').join('>');
        floors.push({
          id,
          name,
          width: isCoordinate(dimension.width) ? dimension.width : null,
          length: isCoordinate(dimension.length) ? dimension.length : null,
          unit: typeof dimension.unit === 'string' ? dimension.unit : null,
        });
      }
    }
  }
  return floors;
}

export interface CmxFetchOptions {
  readonly outbound: OutboundClient;
  /** Per request; CMX answering slower than this is down. */
  readonly timeoutMs?: number;
  /** Answer a failure to connect only at the deadline (a test an administrator starts). */
  readonly failAtDeadline?: boolean;
}

async function getJson(
  connection: CmxConnection,
  path: string,
  options: CmxFetchOptions,
  maxBytes: number,
): Promise<unknown> {
  const url = new URL(path, connection.baseUrl.replace(/\/+$/, '') + '/');
  const credentials = Buffer.from(`${connection.username}:${connection.password}`).toString('base64');
  let response: OutboundResponse;
  try {
    response = await options.outbound.request(url, {
      headers: { Authorization: `Basic ${credentials}`, Accept: 'application/json' },
      maxBytes,
      maxRedirects: MAX_REDIRECTS,
      timeoutMs: options.timeoutMs ?? 10_000,
      ...(options.failAtDeadline ? { failAtDeadline: true } : {}),
    });
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'TOO_LARGE')
      throw new CmxFailure('NOT_CMX', `${url.pathname} answered more than ${maxBytes} bytes`, {
        cause: error,
      });
    throw new CmxFailure('UNREACHABLE', `${url.origin} could not be reached`, { cause: error });
  }
  if (response.status === 401 || response.status === 403)
    throw new CmxFailure('UNAUTHORIZED', `${url.origin} refused the user and password`);
  if (response.status < 200 || response.status > 299)
    throw new CmxFailure('REFUSED', `${url.pathname} answered ${response.status}`);
  try {
    return JSON.parse(response.text()) as unknown;
  } catch (error) {
    throw new CmxFailure('NOT_CMX', `${url.pathname} did not answer JSON`, { cause: error });
  }
}

/** The located clients of a CMX: v3's list, or v2's where the server has no v3 (404). */
export async function fetchCmxPositions(
  connection: CmxConnection,
  options: CmxFetchOptions,
): Promise<{ reports: PositionReport[]; skipped: number }> {
  let lastError: unknown;
  for (const path of CMX_CLIENT_PATHS) {
    try {
      return readCmxClients(await getJson(connection, path, options, MAX_CLIENTS_BYTES));
    } catch (error) {
      if (!(error instanceof CmxFailure && error.reason === 'REFUSED' && / 404$/.test(error.message)))
        throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** CMX's floors, for the mapping; also what "test connection" asks. */
export async function fetchCmxFloors(
  connection: CmxConnection,
  options: CmxFetchOptions,
): Promise<CmxFloor[]> {
  return readCmxFloors(await getJson(connection, CMX_MAPS_PATH, options, MAX_MAPS_BYTES));
}
