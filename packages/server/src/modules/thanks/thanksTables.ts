import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export interface ThanksSettingsTable {
  tenant_id: number;
  point_limit: Defaulted<number>;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  reset_day_of_week: Defaulted<number>;
  /** 0 is the end of the month. */
  close_date: Defaulted<number>;
  notification_on: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface ThanksStampsTable {
  id: Generated<number>;
  tenant_id: number;
  heading: string;
  color: string;
  icon: string;
  is_effective: Defaulted<boolean>;
  removed: Defaulted<boolean>;
  /** The uploaded image shown instead of the icon; null: the icon. */
  icon_file_id: number | null;
  icon_version: Defaulted<number>;
  created_at: Timestamp;
}

export interface ThanksCardsTable {
  id: Generated<number>;
  tenant_id: number;
  from_user_id: number;
  message: string;
  point: number;
  /** What the sender spent: point × receivers. */
  cost: number;
  sent_at: Timestamp;
}

export interface ThanksCardReceiversTable {
  tenant_id: number;
  card_id: number;
  user_id: number;
  reaction: Defaulted<number>;
  seen: Defaulted<boolean>;
}

export interface ThanksCardStampsTable {
  tenant_id: number;
  card_id: number;
  position: number;
  stamp_id: number;
}

export interface ThanksCardHashtagsTable {
  tenant_id: number;
  card_id: number;
  tag: string;
}

export interface ThanksLikesTable {
  tenant_id: number;
  card_id: number;
  user_id: number;
  liked_at: Timestamp;
}

export interface ThanksAccessLogTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  accessed_at: Timestamp;
}

export interface ThanksTables {
  thanks_settings: ThanksSettingsTable;
  thanks_stamps: ThanksStampsTable;
  thanks_cards: ThanksCardsTable;
  thanks_card_receivers: ThanksCardReceiversTable;
  thanks_card_stamps: ThanksCardStampsTable;
  thanks_card_hashtags: ThanksCardHashtagsTable;
  thanks_likes: ThanksLikesTable;
  thanks_access_log: ThanksAccessLogTable;
}
