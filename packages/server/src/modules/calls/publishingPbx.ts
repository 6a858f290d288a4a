import type { Db } from '../../db/createDatabase.js';
import { createNotifyEventBus } from './EventBus.js';
import { SimulatedPbx } from './SimulatedPbx.js';

/**
 * A simulated PBX outside a server (operator tasks, seeding, tests): it publishes its events and
 * never listens; the NOTIFY reaches every server node listening on the database.
 */
export function publishingPbx(db: Db, clock?: () => Date): SimulatedPbx {
  const events = createNotifyEventBus({ db, listen: () => Promise.reject(new Error('publish only')) });
  return new SimulatedPbx({ db, events, ...(clock ? { clock } : {}) });
}
