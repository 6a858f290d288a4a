import { MAIN_MENU_ENTRIES, type MainMenuEntry } from '../contract/enums';
import type { CapabilityContext } from './capabilityContext';
import { CAPABILITY_RULES } from './capabilityRules';

const always = () => true;

/** The "shown when" column of §2.1, one row per entry. */
export const MAIN_MENU_RULES: Record<MainMenuEntry, (context: CapabilityContext) => boolean> = {
  HOME: always,
  GROUP_CONTACTS: always,
  INTERNAL_CONTACTS: always,
  EXTERNAL_CONTACTS: always,
  COMPANIES: CAPABILITY_RULES.companies,
  CALL_HISTORY: always,
  PLACE: CAPABILITY_RULES.place,
  TALK: CAPABILITY_RULES.talk,
  GO_TALK: CAPABILITY_RULES.goTalk,
  INTELLIGENCE_NAVI: CAPABILITY_RULES.intelligenceNavi,
  SEARCH_DOCUMENT: CAPABILITY_RULES.searchDocument,
  THANKS: CAPABILITY_RULES.thanks,
  GROUP_COMPANIES: CAPABILITY_RULES.groupCompanies,
  ADMIN_MENU: CAPABILITY_RULES.adminMenu,
  SETTINGS: always,
  FEEDBACK: CAPABILITY_RULES.feedback,
};

/** The main-menu entries the user sees, in menu order. */
export function mainMenuEntries(context: CapabilityContext): MainMenuEntry[] {
  return MAIN_MENU_ENTRIES.filter((entry) => MAIN_MENU_RULES[entry](context));
}
