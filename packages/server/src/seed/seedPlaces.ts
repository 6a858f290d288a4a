import sharp from 'sharp';
import type { Db } from '../db/createDatabase.js';
import { fileStorage } from '../db/storedFiles.js';

/** Each floor is 120 × 60 feet, drawn at 10 pixels a foot. */
const WIDTH_FT = 120;
const LENGTH_FT = 60;
const PX_PER_FT = 10;

type Rect = { x: number; y: number; width: number; height: number };

/** Four meeting rooms along the top wall, a corridor, and four rows of twelve desks. */
function layout(): { rooms: Rect[]; seats: Rect[] } {
  const rooms = [4, 32, 60, 88].map((x) => ({ x, y: 3, width: 24, height: 14 }));
  const seats: Rect[] = [];
  for (const y of [24, 32, 40, 48]) {
    for (let column = 0; column < 12; column += 1) seats.push({ x: 6 + column * 9, y, width: 6, height: 4 });
  }
  return { rooms, seats };
}

/** A plausible floor plan: walls, meeting rooms with doors, desks with chairs, a lift core. */
function floorPlanSvg(rooms: readonly Rect[], seats: readonly Rect[]): string {
  const px = (value: number) => value * PX_PER_FT;
  const rect = (r: Rect, style: string) =>
    `<rect x="${px(r.x)}" y="${px(r.y)}" width="${px(r.width)}" height="${px(r.height)}" ${style}/>`;
  const parts = [
    `<rect width="${px(WIDTH_FT)}" height="${px(LENGTH_FT)}" fill="#fafafa"/>`,
    `<rect x="4" y="4" width="${px(WIDTH_FT) - 8}" height="${px(LENGTH_FT) - 8}" fill="none" stroke="#37474f" stroke-width="8"/>`,
    // The corridor below the rooms.
    `<rect x="${px(2)}" y="${px(18)}" width="${px(WIDTH_FT - 4)}" height="${px(4)}" fill="#eceff1"/>`,
    ...rooms.map((room) => rect(room, 'fill="#e8eaf6" stroke="#37474f" stroke-width="4"')),
    // A door gap in each room's lower wall.
    ...rooms.map(
      (room) =>
        `<line x1="${px(room.x + room.width / 2 - 2)}" y1="${px(room.y + room.height)}" x2="${px(room.x + room.width / 2 + 2)}" y2="${px(room.y + room.height)}" stroke="#e8eaf6" stroke-width="6"/>`,
    ),
    // A meeting table in each room.
    ...rooms.map((room) =>
      rect(
        { x: room.x + 6, y: room.y + 4, width: room.width - 12, height: room.height - 8 },
        'fill="#c5cae9" rx="12"',
      ),
    ),
    ...seats.map((seat) => rect(seat, 'fill="#fff3e0" stroke="#8d6e63" stroke-width="2"')),
    ...seats.map(
      (seat) =>
        `<circle cx="${px(seat.x + seat.width / 2)}" cy="${px(seat.y + seat.height + 1)}" r="8" fill="#bcaaa4"/>`,
    ),
    // Lift and stairs at the right end of the corridor.
    rect({ x: 112, y: 24, width: 6, height: 28 }, 'fill="#cfd8dc" stroke="#37474f" stroke-width="4"'),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px(WIDTH_FT)}" height="${px(LENGTH_FT)}">${parts.join('')}</svg>`;
}

/** A locally administered MAC address for the n-th demo device. */
function demoMac(n: number, kind: 'pc' | 'mobile'): string {
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return ['02', kind === 'pc' ? '4b' : '4c', '5a', '00', hex((n >> 8) & 0xff), hex(n & 0xff)].join(':');
}

/**
 * The demo tenant's place site: two floors of the head office with their plans, seats and meeting
 * rooms, devices on the first people's profiles (a PC and a phone each, a BLE tag for some), and
 * people shown on maps by default. The simulated site moves them once the server runs.
 */
export async function seedPlaces(db: Db, tenantId: number, now: Date): Promise<void> {
  const { rooms, seats } = layout();
  const png = new Uint8Array(
    await sharp(Buffer.from(floorPlanSvg(rooms, seats)))
      .png()
      .toBuffer(),
  );
  const meta = await sharp(png).metadata();
  await db
    .insertInto('tenant_location_settings')
    .values({ tenant_id: tenantId, shown_by_default: true })
    .execute();
  const floors = [
    { name: '本社 3F', number: 3, roomNames: ['会議室A', '会議室B', '会議室C', '会議室D'] },
    { name: '本社 4F', number: 4, roomNames: ['会議室E', '会議室F', '会議室G', '会議室H'] },
  ];
  let seatCount = 0;
  for (const floor of floors) {
    const { id: floorId } = await db
      .insertInto('floors')
      .values({
        tenant_id: tenantId,
        floor_type: 'IBASHO',
        name: floor.name,
        floor_number: floor.number,
        hierarchy_name: 'きずな商事 本社ビル',
        dim_length: LENGTH_FT,
        dim_width: WIDTH_FT,
        image_file_id: await fileStorage(db).put(tenantId, png),
        image_width: meta.width ?? WIDTH_FT * PX_PER_FT,
        image_height: meta.height ?? LENGTH_FT * PX_PER_FT,
        image_size: png.length,
        image_version: 1,
        pixels_per_unit: PX_PER_FT,
        origin_x: 0,
        origin_y: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const area = (name: string, kind: 'SEAT' | 'ROOM', r: Rect) => ({
      tenant_id: tenantId,
      floor_id: floorId,
      name,
      kind,
      geometry: JSON.stringify({ shape: 'RECT', ...r }),
      created_at: now,
    });
    await db
      .insertInto('floor_areas')
      .values([
        ...rooms.map((room, i) => area(floor.roomNames[i] ?? `Room ${i + 1}`, 'ROOM', room)),
        ...seats.map((seat, i) => area(`${floor.number}F-${String(i + 1).padStart(2, '0')}`, 'SEAT', seat)),
      ])
      .execute();
    seatCount += seats.length;
  }
  const people = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .orderBy('id')
    .limit(seatCount)
    .execute();
  for (const [i, person] of people.entries()) {
    await db
      .updateTable('users')
      .set({
        pc_mac_address: demoMac(i + 1, 'pc'),
        mobile_mac_address: demoMac(i + 1, 'mobile'),
        ble_id: i % 2 === 0 ? `KZTAG${String(i + 1).padStart(4, '0')}` : null,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', person.id)
      .execute();
  }
}
