import * as v from 'valibot';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

export const PERSONAL_INFO_TAG_TYPES = ['SKILL', 'TOOL_TECHNOLOGY', 'QUALIFICATION'] as const;
export type PersonalInfoTagType = (typeof PERSONAL_INFO_TAG_TYPES)[number];

export const AI_SUMMARY_STATES = [
  'SUCCESS',
  'NOT_ENOUGH',
  'INCOMPLETE',
  'SKIPPED',
  'FILTERED',
  'UNPROCESSED',
] as const;
export type AiSummaryState = (typeof AI_SUMMARY_STATES)[number];

/** How a summary was made: picked sentences of the person's own text, or written by a language model. */
export const AI_SUMMARY_KINDS = ['EXTRACTIVE', 'GENERATIVE'] as const;
export type AiSummaryKind = (typeof AI_SUMMARY_KINDS)[number];

/** What a NOT_ENOUGH summary lacks: enough profile text, thanks received, or both. */
export const AI_SUMMARY_LACKS = ['PROFILE', 'THANKS', 'BOTH'] as const;
export type AiSummaryLack = (typeof AI_SUMMARY_LACKS)[number];

const NullableText = v.nullable(v.string());
/** `YYYY-MM-DD`, the interchange form of dates. */
const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export const OneWordSchema = v.object({ oneWord: NullableText });

export const JobDescriptionSchema = v.object({ jobDescription: NullableText });

export const PersonalUrlsSchema = v.object({
  url1: NullableText,
  url1Title: NullableText,
  url2: NullableText,
  url2Title: NullableText,
  url3: NullableText,
  url3Title: NullableText,
});

export const TagsQuerySchema = v.object({ tagType: v.picklist(PERSONAL_INFO_TAG_TYPES) });

export const PersonalInfoTagSchema = v.object({ personalInfoTagId: IdSchema, tagName: v.string() });

export const PersonalInfoTagsSchema = v.object({
  tagType: v.picklist(PERSONAL_INFO_TAG_TYPES),
  items: v.array(PersonalInfoTagSchema),
});

export const TagIdParamsSchema = v.object({ tagId: IdParamSchema });

/** One tag by id, as the directory's tag filter names it. */
export const PersonalInfoTagDetailSchema = v.object({
  personalInfoTagId: IdSchema,
  tagName: v.string(),
  tagType: v.picklist(PERSONAL_INFO_TAG_TYPES),
});

export const BriefHistorySchema = v.object({
  personalInfoBriefHistoryId: IdSchema,
  briefHistoryDate: IsoDateSchema,
  briefHistoryText: v.string(),
});

export const BriefHistoriesSchema = v.object({ items: v.array(BriefHistorySchema) });

export const AchievementHistorySchema = v.object({
  personalInfoAchievementId: IdSchema,
  achievementDate: IsoDateSchema,
  achievementText: v.string(),
});

export const AchievementHistoriesSchema = v.object({ items: v.array(AchievementHistorySchema) });

export const CustomColSchema = v.object({
  personalInfoCustomColId: IdSchema,
  customColumnTitle: v.string(),
  customColumnValue: NullableText,
});

export const CustomColsSchema = v.object({ items: v.array(CustomColSchema) });

/**
 * UNPROCESSED with no summary until one is made; NOT_ENOUGH (with what is lacking) when the
 * profile or the thanks received say too little; SKIPPED when the tenant has summaries off or the
 * person hid theirs; FILTERED when the model's content filter refused; INCOMPLETE when it was cut
 * short. `kind` says how the summary was made (null when none was).
 */
export const AiSummarySchema = v.object({
  summary: NullableText,
  state: v.picklist(AI_SUMMARY_STATES),
  updatedAt: v.nullable(DateTimeSchema),
  kind: v.nullable(v.picklist(AI_SUMMARY_KINDS)),
  lacking: v.nullable(v.picklist(AI_SUMMARY_LACKS)),
});

/** My own summary: as others would see it, and whether I hid it from them. */
export const MyAiSummarySchema = v.object({
  ...AiSummarySchema.entries,
  hidden: v.boolean(),
});

export const AiSummaryHiddenBodySchema = v.object({ hidden: v.boolean() });

export type OneWord = v.InferOutput<typeof OneWordSchema>;
export type JobDescription = v.InferOutput<typeof JobDescriptionSchema>;
export type PersonalUrls = v.InferOutput<typeof PersonalUrlsSchema>;
export type PersonalInfoTag = v.InferOutput<typeof PersonalInfoTagSchema>;
export type PersonalInfoTags = v.InferOutput<typeof PersonalInfoTagsSchema>;
export type PersonalInfoTagDetail = v.InferOutput<typeof PersonalInfoTagDetailSchema>;
export type BriefHistory = v.InferOutput<typeof BriefHistorySchema>;
export type AchievementHistory = v.InferOutput<typeof AchievementHistorySchema>;
export type CustomCol = v.InferOutput<typeof CustomColSchema>;
export type AiSummary = v.InferOutput<typeof AiSummarySchema>;
export type MyAiSummary = v.InferOutput<typeof MyAiSummarySchema>;
