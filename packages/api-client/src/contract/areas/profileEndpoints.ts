import type * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  AchievementHistoriesSchema,
  AiSummaryHiddenBodySchema,
  BriefHistoriesSchema,
  CustomColsSchema,
  JobDescriptionSchema,
  MyAiSummarySchema,
  OneWordSchema,
  PersonalInfoTagsSchema,
  PersonalUrlsSchema,
} from '../schemas/personalInfoSchemas';
import {
  AchievementHistoriesBodySchema,
  BriefHistoriesBodySchema,
  CustomColBodySchema,
  JobDescriptionBodySchema,
  OneWordBodySchema,
  PersonalUrlsBodySchema,
  ProfileTagsBodySchema,
  ProfileTagsQuerySchema,
} from '../schemas/profileSchemas';

const session = { kind: 'session' } as const;

function read<TResponse extends v.GenericSchema>(section: string, summary: string, response: TResponse) {
  return defineEndpoint({
    method: 'GET',
    path: `/principal/${section}`,
    summary,
    response,
    capability: session,
  });
}

/**
 * My profile (002 §2, §3, §7): the signed-in person's own sections, each read and saved on its own.
 * A save answers the section as now stored, which is what the page shows next.
 */
export const profileEndpoints = withErrors(errorCodesOf('profile'), {
  oneWord: read('oneWord', 'My one-line message', OneWordSchema),
  saveOneWord: defineEndpoint({
    method: 'PUT',
    path: '/principal/oneWord',
    summary: 'Save my one-line message',
    body: OneWordBodySchema,
    response: OneWordSchema,
    capability: session,
  }),
  jobDescription: read('jobDescription', 'What I do', JobDescriptionSchema),
  saveJobDescription: defineEndpoint({
    method: 'PUT',
    path: '/principal/jobDescription',
    summary: 'Save what I do',
    body: JobDescriptionBodySchema,
    response: JobDescriptionSchema,
    capability: session,
  }),
  tags: defineEndpoint({
    method: 'GET',
    path: '/principal/tags',
    summary: 'My tags of one kind; with `search`, up to 10 tags of the tenant to suggest (not mine)',
    query: ProfileTagsQuerySchema,
    response: PersonalInfoTagsSchema,
    capability: session,
  }),
  saveTags: defineEndpoint({
    method: 'POST',
    path: '/principal/tags',
    summary: 'Replace my tags of one kind (at most 20, no duplicates); the directory search follows',
    body: ProfileTagsBodySchema,
    response: PersonalInfoTagsSchema,
    capability: session,
  }),
  briefHistories: read('briefHistories', 'My career history, oldest first', BriefHistoriesSchema),
  saveBriefHistories: defineEndpoint({
    method: 'POST',
    path: '/principal/briefHistories',
    summary: 'Replace my career history (at most 30 rows; new rows without id)',
    body: BriefHistoriesBodySchema,
    response: BriefHistoriesSchema,
    capability: session,
  }),
  achievementHistories: read(
    'achievementHistories',
    'My achievements, oldest first',
    AchievementHistoriesSchema,
  ),
  saveAchievementHistories: defineEndpoint({
    method: 'POST',
    path: '/principal/achievementHistories',
    summary: 'Replace my achievements (at most 30 rows; new rows without id)',
    body: AchievementHistoriesBodySchema,
    response: AchievementHistoriesSchema,
    capability: session,
  }),
  customCols: read('customCols', 'My custom columns', CustomColsSchema),
  saveCustomCol: defineEndpoint({
    method: 'POST',
    path: '/principal/customCol',
    summary: 'Save the value of one of my custom columns',
    body: CustomColBodySchema,
    response: CustomColsSchema,
    capability: session,
  }),
  urls: read('urls', 'My three links with titles', PersonalUrlsSchema),
  saveUrls: defineEndpoint({
    method: 'PUT',
    path: '/principal/urls',
    summary: 'Save my links (http or https; a title needs its URL)',
    body: PersonalUrlsBodySchema,
    response: PersonalUrlsSchema,
    capability: session,
  }),
  aiSummary: read('aiSummary', 'My summary, its state and whether I hid it from others', MyAiSummarySchema),
  saveAiSummaryHidden: defineEndpoint({
    method: 'PUT',
    path: '/principal/aiSummary/hidden',
    summary: 'Hide my summary from others, or show it again',
    body: AiSummaryHiddenBodySchema,
    response: MyAiSummarySchema,
    capability: session,
  }),
});
