import {
  AI_SUMMARY_STATES,
  type AiSummaryState,
  type contract,
  PERSONAL_INFO_TAG_TYPES,
  type PersonalInfoTagType,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { findEnabledPerson } from '../internalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { PersonalInfoError } from './PersonalInfoError.js';
import {
  achievementsSection,
  briefHistoriesSection,
  customColsSection,
  jobDescriptionSection,
  oneWordSection,
  tagsSection,
  urlsSection,
} from './personalInfoSections.js';
import { findProfile, findTag } from './personalInfoStore.js';

/** The person must be an enabled member of the caller's tenant; anything else is a 404. */
async function requirePerson(db: Db, principal: Principal, userId: number): Promise<void> {
  const row = await findEnabledPerson(db, principal.tenant.id, userId);
  if (!row) throw new PersonalInfoError('CONTACT_NOT_FOUND', `no contact ${userId} in the tenant`);
}

async function profileOf(db: Db, principal: Principal, userId: number) {
  await requirePerson(db, principal, userId);
  return findProfile(db, principal.tenant.id, userId);
}

function asState(value: string | undefined): AiSummaryState {
  return (AI_SUMMARY_STATES as readonly string[]).includes(value ?? '')
    ? (value as AiSummaryState)
    : 'UNPROCESSED';
}

function asTagType(value: string): PersonalInfoTagType {
  return (PERSONAL_INFO_TAG_TYPES as readonly string[]).includes(value)
    ? (value as PersonalInfoTagType)
    : 'SKILL';
}

export const personalInfoHandlers: AreaHandlers<typeof contract.personalInfo> = {
  async oneWord({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return oneWordSection(deps.db, principal.tenant.id, input.params.contactId);
  },

  async urls({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return urlsSection(deps.db, principal.tenant.id, input.params.contactId);
  },

  async jobDescription({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return jobDescriptionSection(deps.db, principal.tenant.id, input.params.contactId);
  },

  async tags({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return tagsSection(deps.db, principal.tenant.id, input.params.contactId, input.query.tagType);
  },

  async tag({ principal, deps, input }) {
    // Tags of people who left are still a valid filter (the search matches by the tag's name).
    const row = await findTag(deps.db, principal.tenant.id, input.params.tagId);
    if (!row) throw new PersonalInfoError('TAG_NOT_FOUND', `no tag ${input.params.tagId} in the tenant`);
    return {
      personalInfoTagId: Number(row.id),
      tagName: row.tag_name,
      tagType: asTagType(row.tag_type),
    };
  },

  async briefHistories({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return briefHistoriesSection(deps.db, principal.tenant.id, input.params.contactId);
  },

  async achievementHistories({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return achievementsSection(deps.db, principal.tenant.id, input.params.contactId);
  },

  async customCols({ principal, deps, input }) {
    await requirePerson(deps.db, principal, input.params.contactId);
    return customColsSection(deps.db, principal.tenant.id, input.params.contactId);
  },

  async aiSummary({ principal, deps, input }) {
    const profile = await profileOf(deps.db, principal, input.params.contactId);
    if (!principal.tenant.ai_summary_enabled) return { summary: null, state: 'SKIPPED', updatedAt: null };
    return {
      summary: profile?.ai_summary ?? null,
      state: asState(profile?.ai_summary_state),
      updatedAt: profile?.ai_summary_updated_at
        ? new Date(profile.ai_summary_updated_at).toISOString()
        : null,
    };
  },
};
