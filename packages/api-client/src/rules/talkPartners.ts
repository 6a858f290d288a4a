import type { UserType } from '../contract/enums';
import type { CapabilityContext } from './capabilityContext';
import { CAPABILITY_RULES } from './capabilityRules';

/** What the talk rule reads about the other person. */
export interface TalkPartnerFacts {
  readonly userId: number;
  /** The account may sign in (disabled people are not offered). */
  readonly enabled: boolean;
  readonly userType: UserType | string;
  /** `users.is_admin`: administrators have no talk, on either side. */
  readonly admin: boolean;
}

/**
 * Whether a person can take part in a talk: an enabled regular user who is not an administrator.
 * Rooms, facilities, people listed without an account and administrators cannot; the server
 * refuses a room with them (`TALK_CONTACT_DISABLED`).
 */
export function canBeTalkedTo(person: Omit<TalkPartnerFacts, 'userId'>): boolean {
  return person.enabled && person.userType === 'REGULAR_USER' && !person.admin;
}

/**
 * Whether the signed-in user (`viewer`, `viewerUserId`) may start a talk with `person`: both sides
 * have talk (the viewer the `talk` rule, the person `canBeTalkedTo`) and the person is someone
 * else. The directory's people carry the answer as `talkAvailable`, so the app offers talk only
 * where the server would open the room.
 */
export function canTalkWith(
  viewer: CapabilityContext,
  viewerUserId: number,
  person: TalkPartnerFacts,
): boolean {
  return CAPABILITY_RULES.talk(viewer) && person.userId !== viewerUserId && canBeTalkedTo(person);
}
