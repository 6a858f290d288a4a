import type { contract, UserDest } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import type { Principal } from '../principal/index.js';
import {
  createDestination,
  removeDestination,
  reorderDestinations,
  updateDestination,
} from './destinationAdmin.js';
import { DestinationError } from './DestinationError.js';
import {
  countPeopleAmong,
  customDestinations,
  readDestinations,
  setUserDestination,
} from './destinationStore.js';

async function ownDestination(db: Db, principal: Principal): Promise<UserDest> {
  const tenantId = principal.tenant.id;
  const [mine, custom] = await Promise.all([
    readDestinations(db, tenantId, [principal.user.id]),
    customDestinations(db, tenantId),
  ]);
  const current = mine.get(principal.user.id);
  return {
    currentDestination: current?.destination ?? null,
    updatedAt: current?.updatedAt ?? null,
    customDestinations: custom,
  };
}

export const userDestHandlers: AreaHandlers<typeof contract.userDest> = {
  async get({ principal, deps }) {
    return ownDestination(deps.db, principal);
  },

  async setCurrent({ principal, deps, input }) {
    await setUserDestination(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      { kind: input.body.kind },
      deps.clock(),
    );
    return ownDestination(deps.db, principal);
  },

  async setOther({ principal, deps, input }) {
    await setUserDestination(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      { kind: 'OTHER', text: input.body.destName },
      deps.clock(),
    );
    return ownDestination(deps.db, principal);
  },

  async reset({ principal, deps }) {
    await setUserDestination(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      { kind: 'NOT_SET' },
      deps.clock(),
    );
    return ownDestination(deps.db, principal);
  },

  async setCustom({ principal, deps, input }) {
    await setUserDestination(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      { kind: 'CUSTOM', destId: input.params.destId },
      deps.clock(),
    );
    return ownDestination(deps.db, principal);
  },

  async statuses({ principal, deps, input }) {
    const tenantId = principal.tenant.id;
    const unique = [...new Set(input.body.userIds)];
    if ((await countPeopleAmong(deps.db, tenantId, unique)) !== unique.length) {
      throw new DestinationError('CONTACT_NOT_FOUND', 'a user id is not a person of the tenant');
    }
    const destinations = await readDestinations(deps.db, tenantId, unique);
    return {
      items: input.body.userIds.map((userId) => ({
        userId,
        destination: destinations.get(userId)?.destination ?? null,
      })),
    };
  },
};

export const destinationAdminHandlers: AreaHandlers<typeof contract.destinationAdmin> = {
  async list({ principal, deps }) {
    return { items: await customDestinations(deps.db, principal.tenant.id) };
  },

  async create(context) {
    return createDestination(context.deps.db, adminActorOf(context), context.input.body);
  },

  async reorder(context) {
    return {
      items: await reorderDestinations(context.deps.db, adminActorOf(context), context.input.body.destIds),
    };
  },

  async update(context) {
    return updateDestination(
      context.deps.db,
      adminActorOf(context),
      context.input.params.destId,
      context.input.body,
    );
  },

  async remove(context) {
    await removeDestination(context.deps.db, adminActorOf(context), context.input.params.destId);
    return null;
  },
};
