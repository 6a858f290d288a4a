import { canTalkWith, type TalkPartnerFacts } from '@kizuna/api-client/rules';
import type { Principal } from '../principal/index.js';

/** The `talkAvailable` of a person shown to `principal`: the shared rule the talk handlers apply. */
export function talkAvailableTo(principal: Principal, person: TalkPartnerFacts): boolean {
  return canTalkWith(principal.capability, principal.user.id, person);
}
