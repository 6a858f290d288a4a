/** What the talk page shows: the contract's types (spec 002 §3). */
export type {
  TalkFileData,
  TalkLatestMessage,
  TalkMessage,
  TalkMessageContact,
  TalkParticipant,
  TalkRoom,
} from '@kizuna/api-client/contract';
