import type { contract } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { aiSummaryEnabled, readAiSummary, requestAiSummary, saveSummaryHidden } from '../aiSummary/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import {
  achievementsSection,
  briefHistoriesSection,
  customColsSection,
  jobDescriptionSection,
  oneWordSection,
  tagsSection,
  urlsSection,
} from '../personalInfo/index.js';
import type { Principal } from '../principal/index.js';
import {
  replaceHistory,
  replaceTags,
  saveCustomColValue,
  saveProfileColumns,
  suggestTags,
} from './profileStore.js';

const own = (principal: Principal) => [principal.tenant.id, principal.user.id] as const;

/** Blank is no value. */
const valueOf = (text: string | null) => (text ? text : null);

/** What a summary is made from changed: a new one is made in the background after the save commits. */
function summaryInputsChanged(trx: Db, principal: Principal, at: Date): Promise<void> {
  return requestAiSummary(trx, principal.tenant.id, [principal.user.id], at);
}

/** My summary as I see it: hidden or not, it is shown to me. */
function mySummary(db: Db, principal: Principal) {
  return readAiSummary(db, ...own(principal), { enabled: aiSummaryEnabled(principal), owner: true });
}

/** Runs the save and the read of what it saved in one transaction. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/** My profile: the signed-in person's own sections (002 §2–§5). */
export const profileHandlers: AreaHandlers<typeof contract.profile> = {
  async oneWord({ principal, deps }) {
    return oneWordSection(deps.db, ...own(principal));
  },

  async saveOneWord({ principal, deps, input }) {
    return inTransaction(deps.db, async (trx) => {
      await saveProfileColumns(trx, ...own(principal), { one_word: valueOf(input.body.oneWord) });
      await summaryInputsChanged(trx, principal, deps.clock());
      return oneWordSection(trx, ...own(principal));
    });
  },

  async jobDescription({ principal, deps }) {
    return jobDescriptionSection(deps.db, ...own(principal));
  },

  async saveJobDescription({ principal, deps, input }) {
    return inTransaction(deps.db, async (trx) => {
      await saveProfileColumns(trx, ...own(principal), {
        job_description: valueOf(input.body.jobDescription),
      });
      await summaryInputsChanged(trx, principal, deps.clock());
      return jobDescriptionSection(trx, ...own(principal));
    });
  },

  async tags({ principal, deps, input }) {
    const { tagType, search } = input.query;
    if (search === undefined) return tagsSection(deps.db, ...own(principal), tagType);
    return { tagType, items: await suggestTags(deps.db, ...own(principal), tagType, search) };
  },

  async saveTags({ principal, deps, input }) {
    const { tagType, tagNames } = input.body;
    return inTransaction(deps.db, async (trx) => {
      await replaceTags(trx, ...own(principal), tagType, tagNames);
      // Skills and tags are searchable: the index follows in the same transaction.
      await reindexPeople(trx, principal.tenant.id, [principal.user.id]);
      await summaryInputsChanged(trx, principal, deps.clock());
      return tagsSection(trx, ...own(principal), tagType);
    });
  },

  async briefHistories({ principal, deps }) {
    return briefHistoriesSection(deps.db, ...own(principal));
  },

  async saveBriefHistories({ principal, deps, input }) {
    const rows = input.body.items.map((row) => ({
      id: row.personalInfoBriefHistoryId,
      date: row.briefHistoryDate,
      text: row.briefHistoryText,
    }));
    return inTransaction(deps.db, async (trx) => {
      await replaceHistory(trx, ...own(principal), 'brief', rows);
      await summaryInputsChanged(trx, principal, deps.clock());
      return briefHistoriesSection(trx, ...own(principal));
    });
  },

  async achievementHistories({ principal, deps }) {
    return achievementsSection(deps.db, ...own(principal));
  },

  async saveAchievementHistories({ principal, deps, input }) {
    const rows = input.body.items.map((row) => ({
      id: row.personalInfoAchievementId,
      date: row.achievementDate,
      text: row.achievementText,
    }));
    return inTransaction(deps.db, async (trx) => {
      await replaceHistory(trx, ...own(principal), 'achievement', rows);
      await summaryInputsChanged(trx, principal, deps.clock());
      return achievementsSection(trx, ...own(principal));
    });
  },

  async customCols({ principal, deps }) {
    return customColsSection(deps.db, ...own(principal));
  },

  async saveCustomCol({ principal, deps, input }) {
    const { personalInfoCustomColId, customColumnValue } = input.body;
    return inTransaction(deps.db, async (trx) => {
      await saveCustomColValue(trx, ...own(principal), personalInfoCustomColId, valueOf(customColumnValue));
      return customColsSection(trx, ...own(principal));
    });
  },

  async urls({ principal, deps }) {
    return urlsSection(deps.db, ...own(principal));
  },

  async saveUrls({ principal, deps, input }) {
    const b = input.body;
    return inTransaction(deps.db, async (trx) => {
      await saveProfileColumns(trx, ...own(principal), {
        url1: valueOf(b.url1),
        url1_title: valueOf(b.url1Title),
        url2: valueOf(b.url2),
        url2_title: valueOf(b.url2Title),
        url3: valueOf(b.url3),
        url3_title: valueOf(b.url3Title),
      });
      return urlsSection(trx, ...own(principal));
    });
  },

  async aiSummary({ principal, deps }) {
    return mySummary(deps.db, principal);
  },

  async saveAiSummaryHidden({ principal, deps, input }) {
    await saveSummaryHidden(deps.db, ...own(principal), input.body.hidden);
    return mySummary(deps.db, principal);
  },
};
