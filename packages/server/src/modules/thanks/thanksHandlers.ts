import type { Contract } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers, Handler } from '../../http/Handler.js';
import { requestAiSummary } from '../aiSummary/index.js';
import { enqueueMail } from '../mail/index.js';
import { publishThanksNotice } from './thanksEventBus.js';
import { ThanksError } from './ThanksError.js';
import { thanksReceivedMails } from './thanksMail.js';
import {
  cardExists,
  divisionsExist,
  findPeople,
  findStamps,
  insertCard,
  isReceiver,
  likeCard,
  likesOf,
  listCardIds,
  listStamps,
  loadCards,
  loadSettings,
  lockSender,
  markAllSeen,
  pointStatus,
  recordAccess,
  setReaction,
} from './thanksStore.js';

const cardNotFound = () => new ThanksError('THANKS_CARD_NOT_FOUND', 'no such card in the tenant');

async function existingCard(db: Db, tenantId: number, cardId: number): Promise<void> {
  if (!(await cardExists(db, tenantId, cardId))) throw cardNotFound();
}

/** A person named in a filter must be one of the tenant. */
async function checkPeople(
  db: Db,
  tenantId: number,
  userIds: readonly (number | undefined)[],
): Promise<void> {
  const wanted = [...new Set(userIds.filter((id): id is number => id !== undefined))];
  const found = await findPeople(db, tenantId, wanted);
  if (found.length !== wanted.length)
    throw new ThanksError('THANKS_USER_NOT_FOUND', 'no such person in the tenant');
}

export const thanksHandlers: AreaHandlers<Contract['thanks']> = {
  async cards({ principal, deps, input }) {
    const { page, size, toUserId, fromUserId, divisionIds } = input.query;
    const tenantId = principal.tenant.id;
    await checkPeople(deps.db, tenantId, [toUserId, fromUserId]);
    if (!(await divisionsExist(deps.db, tenantId, divisionIds ?? [])))
      throw new ThanksError('DIVISION_NOT_FOUND', 'no such division in the tenant');
    const offset = (page - 1) * size;
    const now = deps.clock();
    const { ids, total } = await listCardIds(
      deps.db,
      tenantId,
      { toUserId, fromUserId, divisionIds },
      {
        size,
        offset,
      },
    );
    if (page === 1) await recordAccess(deps.db, tenantId, principal.user.id, now);
    return {
      items: await loadCards(deps.db, tenantId, ids, principal.user.id, now),
      totalCount: total,
      size,
      offset,
      page,
      hasNext: offset + ids.length < total,
      hasPrevious: page > 1,
    };
  },

  async send({ principal, deps, input }) {
    const tenantId = principal.tenant.id;
    const senderId = principal.user.id;
    const { message, point } = input.body;
    const toUserIds = [...new Set(input.body.toUserIds)].filter((id) => id !== senderId);
    const stampIds = [...new Set(input.body.stampIds)];
    if (toUserIds.length === 0)
      throw new ThanksError('THANKS_RECEIVER_UNAVAILABLE', 'a card goes to someone other than its sender');
    const now = deps.clock();
    const cardId = await deps.db.transaction().execute(async (trx) => {
      const receivers = await findPeople(trx, tenantId, toUserIds);
      if (receivers.length !== toUserIds.length)
        throw new ThanksError('THANKS_USER_NOT_FOUND', 'no such person in the tenant');
      if (receivers.some((receiver) => !receiver.can_thank))
        throw new ThanksError('THANKS_RECEIVER_UNAVAILABLE', 'a receiver cannot use thanks');
      if ((await findStamps(trx, tenantId, stampIds, true)).length !== stampIds.length)
        throw new ThanksError('THANKS_STAMP_NOT_FOUND', 'no such effective stamp in the tenant');
      await lockSender(trx, tenantId, senderId);
      const status = await pointStatus(trx, tenantId, senderId, now);
      if (point * toUserIds.length > status.sendablePoint)
        throw new ThanksError('THANKS_INSUFFICIENT_POINTS', 'the card costs more than the sendable points');
      const id = await insertCard(trx, {
        tenantId,
        fromUserId: senderId,
        message,
        point,
        toUserIds,
        stampIds,
        sentAt: now,
      });
      const settings = await loadSettings(trx, tenantId);
      if (settings.notification_on) {
        const mails = thanksReceivedMails({
          tenantId,
          language: principal.tenant.default_language,
          fromName: principal.user.fullname,
          message,
          point,
          receivers,
          publicUrl: deps.config.publicUrl ?? null,
        });
        await enqueueMail(trx, mails, now);
      }
      await publishThanksNotice(trx, { kind: 'card', tenantId, cardId: id, userIds: toUserIds });
      // What colleagues thank them for is part of each receiver's summary.
      await requestAiSummary(trx, tenantId, toUserIds, now);
      return id;
    });
    const [card] = await loadCards(deps.db, tenantId, [cardId], senderId, now);
    return card!;
  },

  async card({ principal, deps, input }) {
    const [card] = await loadCards(
      deps.db,
      principal.tenant.id,
      [input.params.cardId],
      principal.user.id,
      deps.clock(),
    );
    if (!card) throw cardNotFound();
    return card;
  },

  async likes({ principal, deps, input }) {
    await existingCard(deps.db, principal.tenant.id, input.params.cardId);
    return likesOf(deps.db, principal.tenant.id, input.params.cardId, principal.user.id);
  },

  async like({ principal, deps, input }) {
    await existingCard(deps.db, principal.tenant.id, input.params.cardId);
    await likeCard(deps.db, principal.tenant.id, input.params.cardId, principal.user.id, deps.clock());
    return likesOf(deps.db, principal.tenant.id, input.params.cardId, principal.user.id);
  },

  async react({ principal, deps, input }) {
    const { cardId, userId } = input.params;
    const tenantId = principal.tenant.id;
    await existingCard(deps.db, tenantId, cardId);
    if (!(await isReceiver(deps.db, tenantId, cardId, userId)))
      throw new ThanksError('THANKS_USER_NOT_FOUND', 'no such receiver of the card');
    if (userId !== principal.user.id)
      throw new ThanksError('THANKS_NO_PERMISSION', 'only a receiver sets their own reaction');
    await setReaction(deps.db, tenantId, cardId, userId, input.body.reaction);
    const [card] = await loadCards(deps.db, tenantId, [cardId], principal.user.id, deps.clock());
    return card!.toUsers.find((receiver) => receiver.userId === userId)!;
  },

  async markRead({ principal, deps }) {
    const tenantId = principal.tenant.id;
    const userId = principal.user.id;
    await deps.db.transaction().execute(async (trx) => {
      if ((await markAllSeen(trx, tenantId, userId)) > 0)
        await publishThanksNotice(trx, { kind: 'seen', tenantId, userIds: [userId] });
    });
    return { count: 0 };
  },

  async stamps({ principal, deps }) {
    return { stamps: await listStamps(deps.db, principal.tenant.id, true) };
  },
};

/** `GET /principal/thanks/point/status`, joined to the principal's handlers by `contractHandlers.ts`. */
export const thanksPointStatusHandler: Handler<Contract['principal']['thanksPointStatus']> = async ({
  principal,
  deps,
}) => {
  const status = await pointStatus(deps.db, principal.tenant.id, principal.user.id, deps.clock());
  return { receivedPoint: status.receivedPoint, sendablePoint: status.sendablePoint };
};
