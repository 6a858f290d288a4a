import type { Contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';

const notYet = () => Promise.reject(new RequestError('INTERNAL', 'thanks is not served yet'));

export const thanksHandlers: AreaHandlers<Contract['thanks']> = {
  cards: notYet,
  send: notYet,
  card: notYet,
  likes: notYet,
  like: notYet,
  react: notYet,
  markRead: notYet,
  stamps: notYet,
};

export const thanksAdminHandlers: AreaHandlers<Contract['thanksAdmin']> = {
  settings: notYet,
  setCloseDate: notYet,
  setPoint: notYet,
  setMail: notYet,
  stamps: notYet,
  createStamp: notYet,
  updateStamp: notYet,
  removeStamps: notYet,
  stampIcons: notYet,
  logSummary: notYet,
  exportUsageStatistics: notYet,
  exportCardInfo: notYet,
  exportLikeInfo: notYet,
  exportAccess: notYet,
  exportCardStamp: notYet,
};
