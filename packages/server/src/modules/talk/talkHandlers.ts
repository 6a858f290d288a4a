import type { Contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { TalkError } from './TalkError.js';

function notYet(): never {
  throw new TalkError('TALK_ROOM_NOT_FOUND', 'talk is not served yet');
}

export const talkHandlers: AreaHandlers<Contract['talk']> = {
  create: async () => notYet(),
  createGroup: async () => notYet(),
  list: async () => notYet(),
  favorites: async () => notYet(),
  addFavorite: async () => notYet(),
  removeFavorite: async () => notYet(),
  get: async () => notYet(),
  newer: async () => notYet(),
  older: async () => notYet(),
  readCount: async () => notYet(),
  rename: async () => notYet(),
  sendText: async () => notYet(),
  sendFile: async () => notYet(),
  removeMessage: async () => notYet(),
  participants: async () => notYet(),
  addParticipants: async () => notYet(),
  removeParticipants: async () => notYet(),
  searchParticipants: async () => notYet(),
  searchParticipantsCount: async () => notYet(),
};
