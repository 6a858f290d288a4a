import type * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { ContactIdParamsSchema } from '../schemas/internalContactSchemas';
import {
  AchievementHistoriesSchema,
  AiSummarySchema,
  BriefHistoriesSchema,
  CustomColsSchema,
  JobDescriptionSchema,
  OneWordSchema,
  PersonalInfoTagDetailSchema,
  PersonalInfoTagsSchema,
  PersonalUrlsSchema,
  TagIdParamsSchema,
  TagsQuerySchema,
} from '../schemas/personalInfoSchemas';

const session = { kind: 'session' } as const;

function read<TResponse extends v.GenericSchema>(section: string, summary: string, response: TResponse) {
  return defineEndpoint({
    method: 'GET',
    path: `/internalContact/personalInfo/:contactId/${section}`,
    summary,
    params: ContactIdParamsSchema,
    response,
    capability: session,
  });
}

/** A colleague's personal profile as others see it (001 §7, 002 §3). The own profile is elsewhere. */
export const personalInfoEndpoints = withErrors(errorCodesOf('internalContacts'), {
  oneWord: read('oneWord', 'The person’s one-line message', OneWordSchema),
  urls: read('urls', 'Up to three links with titles', PersonalUrlsSchema),
  jobDescription: read('jobDescription', 'What the person does', JobDescriptionSchema),
  tags: defineEndpoint({
    method: 'GET',
    path: '/internalContact/personalInfo/:contactId/tags',
    summary: 'Tags of one kind: skills, tools and technologies, or qualifications',
    params: ContactIdParamsSchema,
    query: TagsQuerySchema,
    response: PersonalInfoTagsSchema,
    capability: session,
  }),
  tag: defineEndpoint({
    method: 'GET',
    path: '/internalContact/personalInfoTags/:tagId',
    summary: 'One tag by id: its name and kind (the directory’s tag filter shows the name)',
    params: TagIdParamsSchema,
    response: PersonalInfoTagDetailSchema,
    capability: session,
  }),
  briefHistories: read('briefHistories', 'Career history, oldest first', BriefHistoriesSchema),
  achievementHistories: read(
    'achievementHistories',
    'Achievements, oldest first',
    AchievementHistoriesSchema,
  ),
  customCols: read('customCols', 'Free title/value rows', CustomColsSchema),
  aiSummary: read('aiSummary', 'Generated profile summary and its state', AiSummarySchema),
});
