// Run by bench/talk.mjs (node --import tsx): readies a database for the talk benchmark and prints
// one JSON line: the clients (session cookie, XSRF token, user id) and the rooms (user ids).
// DATABASE_URL or KIZUNA_DATA_DIR chooses the database; KIZUNA_SECRET_KEY must be the nodes' key.
import { parseArgs } from 'node:util';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase } from '../packages/server/src/db/createDatabase.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { createXsrfTokens } from '../packages/server/src/http/xsrf.js';
import { createSession } from '../packages/server/src/modules/auth/index.js';
import { secretKeyFor } from '../packages/server/src/secretBox.js';
import { generatePeople } from '../packages/server/src/seed/generatePeople.js';
import { seedDemoData } from '../packages/server/src/seed/seedDemoData.js';

const { values } = parseArgs({ options: { clients: { type: 'string' }, 'room-size': { type: 'string' } } });
const CLIENTS = Number(values.clients);
const ROOM_SIZE = Number(values['room-size']);

const config = loadConfig(process.env);
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
const { db } = database;
await migrate(db);
await seedDemoData(db);
const demo = await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
const talkers = () =>
  db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', demo.id)
    .where('is_admin', '=', false)
    .where('enabled', '=', true)
    .where('user_type', '=', 'REGULAR_USER')
    .orderBy('id')
    .execute();
let people = await talkers();
if (people.length < CLIENTS) {
  await generatePeople(db, demo.id, 'demo', Math.ceil((CLIENTS - people.length) * 1.2));
  people = await talkers();
}
people = people.slice(0, CLIENTS);
const xsrf = createXsrfTokens(secretKeyFor(config));
const now = new Date();
const clients = [];
for (const person of people) {
  const { token } = await createSession(db, demo.id, person.id, now);
  clients.push({ userId: person.id, cookie: `KIZUNA_SESSION=${token}`, xsrf: xsrf.forSession(token) });
}
// Rooms are made straight in the database: the benchmark times messages, not room creation.
const rooms: number[][] = [];
for (let at = 0; at + ROOM_SIZE <= clients.length; at += ROOM_SIZE) {
  const members = clients.slice(at, at + ROOM_SIZE).map((client) => client.userId);
  const room = await db
    .insertInto('talk_rooms')
    .values({
      tenant_id: demo.id,
      group_talk: true,
      title: `bench ${at / ROOM_SIZE + 1}`,
      created_by: members[0]!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('talk_participants')
    .values(members.map((userId) => ({ tenant_id: demo.id, room_id: room.id, user_id: userId })))
    .execute();
  rooms.push([room.id, ...members]);
}
await database.close();
console.log(JSON.stringify({ clients, rooms }));
