import type { PlacesSimulate } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { centreOf, simulatedSiteOf, type SimulatedSite } from './floorStore.js';
import { isWithinWorkingHours, readLocationSettings } from './locationSettings.js';
import type { LocationSink, PositionReport } from './locationSource.js';

/** How often the simulated site moves people. */
export const SIMULATION_INTERVAL_MS = 3_000;
/** Everyone simulated is heard again this often, so nobody's position grows old on the maps. */
const REFRESH_ALL_MS = 5 * 60_000;
/** The share of people who get up (to a meeting room, or back to their seat) on each tick. */
const MOVERS_SHARE = 0.08;

export interface SimulatedSiteRunner {
  /** One step: some people move; everyone on the first step and every few minutes. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/** A small deterministic random source, so a run of the demo can be repeated. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/**
 * The embedded location source's simulated site: in the tenant (the demo tenant), the devices
 * registered by people (PC MAC addresses) move between each person's own seat and the meeting
 * rooms of Kizuna's own place floors, through the same sink as every other source. It runs during
 * the tenant's working hours, or always with `simulate = 'always'`; one timer per server.
 */
export function startSimulatedSite(options: {
  db: Db;
  sink: LocationSink;
  clock: () => Date;
  tenantCode: string;
  simulate: PlacesSimulate | undefined;
  intervalMs?: number;
  /** Seeds the random source (tests). */
  seed?: number;
  log?: (message: string) => void;
}): SimulatedSiteRunner {
  const random = randomSource(options.seed ?? Date.now());
  const where = new Map<number, { floorId: number; x: number; y: number }>();
  let lastFullAt = 0;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function step(): Promise<number> {
    const site: SimulatedSite | null = await simulatedSiteOf(options.db, options.tenantCode);
    if (!site || site.people.length === 0 || site.seats.length === 0) return 0;
    const now = options.clock();
    if (options.simulate !== 'always') {
      const settings = await readLocationSettings(options.db, site.tenantId);
      if (!isWithinWorkingHours(settings, now)) return 0;
    }
    const full = now.getTime() - lastFullAt >= REFRESH_ALL_MS;
    if (full) lastFullAt = now.getTime();
    const reports: PositionReport[] = [];
    site.people.forEach((person, index) => {
      const seat = site.seats[index % site.seats.length];
      if (!seat) return;
      const current = where.get(person.userId);
      let next = current;
      if (!current) {
        next = { floorId: seat.floorId, ...centreOf(seat.geometry) };
      } else if (random() < MOVERS_SHARE) {
        const home = centreOf(seat.geometry);
        const atSeat = current.floorId === seat.floorId && current.x === home.x && current.y === home.y;
        const room = site.rooms[Math.floor(random() * site.rooms.length)];
        if (atSeat && room) {
          const centre = centreOf(room.geometry);
          // People in one room stand a little apart.
          next = {
            floorId: room.floorId,
            x: centre.x + (random() - 0.5) * 6,
            y: centre.y + (random() - 0.5) * 4,
          };
        } else {
          next = { floorId: seat.floorId, ...centreOf(seat.geometry) };
        }
      }
      if (!next || (!full && next === current)) return;
      where.set(person.userId, next);
      reports.push({
        source: 'embedded',
        device: { kind: 'MAC', mac: person.mac },
        sourceFloorId: String(next.floorId),
        x: Math.max(0, next.x),
        y: Math.max(0, next.y),
        seenAt: now,
      });
    });
    const result = await options.sink.report(site.tenantId, reports);
    return result.accepted;
  }

  function tick(): Promise<number> {
    running ??= step().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    tick().catch((error: unknown) =>
      options.log?.(`the simulated site could not move people: ${String(error)}`),
    );
  }, options.intervalMs ?? SIMULATION_INTERVAL_MS);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
