import {
  type contract,
  PERSONAL_INFO_TAG_TYPES,
  type PersonalInfoTagType,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { aiSummaryEnabled, readAiSummary } from '../aiSummary/index.js';
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
import { findTag } from './personalInfoStore.js';

/** The person must be an enabled member of the caller's tenant; anything else is a 404. */
async function requirePerson(db: Db, principal: Principal, userId: number): Promise<void> {
  const row = await findEnabledPerson(db, principal.tenant.id, userId);
  if (!row) throw new PersonalInfoError('CONTACT_NOT_FOUND', `no contact ${userId} in the tenant`);
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
    const userId = input.params.contactId;
    await requirePerson(deps.db, principal, userId);
    const { hidden: _hidden, ...summary } = await readAiSummary(deps.db, principal.tenant.id, userId, {
      enabled: aiSummaryEnabled(principal),
      owner: userId === principal.user.id,
    });
    return summary;
  },
};
