import * as v from 'valibot';
import { foldTagName } from '../../search/normalizeForSearch';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { isValidUrl } from '../../validation/fieldRules';
import { PROFILE_LIMITS as L } from '../limits';
import { IdSchema } from './commonSchemas';
import { PERSONAL_INFO_TAG_TYPES } from './personalInfoSchemas';

/** Optional text of at most `max` code points; blank is stored as no value. */
function optionalText(max: number) {
  return v.nullable(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, max)));
}

/** Required text of at most `max` code points (after trimming). */
function requiredText(max: number) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, max));
}

export const OneWordBodySchema = v.object({ oneWord: optionalText(L.oneWordMax) });

export const JobDescriptionBodySchema = v.object({ jobDescription: optionalText(L.jobDescriptionMax) });

/** The own tags of one kind; with `search`, the tenant's tags of that kind to suggest instead. */
export const ProfileTagsQuerySchema = v.object({
  tagType: v.picklist(PERSONAL_INFO_TAG_TYPES),
  search: v.optional(v.pipe(v.string(), codePointLengthBetween(0, L.tagNameMax))),
});

function hasNoDuplicate(names: string[]): boolean {
  const folded = names.map(foldTagName);
  return new Set(folded).size === folded.length;
}

/** Every tag of one kind, in order: the list replaces the kind's tags (002 §5). */
export const ProfileTagsBodySchema = v.object({
  tagType: v.picklist(PERSONAL_INFO_TAG_TYPES),
  tagNames: v.pipe(
    v.array(requiredText(L.tagNameMax)),
    v.maxLength(L.tagsPerKind, 'maxItems'),
    v.check(hasNoDuplicate, 'duplicate'),
  ),
});

const IsoDateSchema = v.pipe(v.string(), v.nonEmpty('required'), v.isoDate('pattern'));

/** A row kept has its id; a new row's temporary id is sent as null (002 §5). */
export const BriefHistoryRowSchema = v.object({
  personalInfoBriefHistoryId: v.nullable(IdSchema),
  briefHistoryDate: IsoDateSchema,
  briefHistoryText: requiredText(L.historyTextMax),
});

export const AchievementHistoryRowSchema = v.object({
  personalInfoAchievementId: v.nullable(IdSchema),
  achievementDate: IsoDateSchema,
  achievementText: requiredText(L.historyTextMax),
});

function historyRows<TRow extends v.GenericSchema>(row: TRow) {
  return v.object({ items: v.pipe(v.array(row), v.maxLength(L.historyRows, 'maxItems')) });
}

/** Every row of the history: rows left out are removed. */
export const BriefHistoriesBodySchema = historyRows(BriefHistoryRowSchema);
export const AchievementHistoriesBodySchema = historyRows(AchievementHistoryRowSchema);

/** The value of one of the own custom columns (the columns themselves are given). */
export const CustomColBodySchema = v.object({
  personalInfoCustomColId: IdSchema,
  customColumnValue: optionalText(L.customColValueMax),
});

const UrlSchema = v.nullable(
  v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.urlMax), v.check(isValidUrl, 'url')),
);
const UrlTitleSchema = optionalText(L.urlTitleMax);

type UrlsBody = Record<`url${1 | 2 | 3}` | `url${1 | 2 | 3}Title`, string | null>;

/** A title needs its URL (002 §5): the refusal names the URL field. */
function titleNeedsUrl(n: 1 | 2 | 3) {
  return v.forward<UrlsBody, v.CheckIssue<UrlsBody>, ['url1' | 'url2' | 'url3']>(
    v.check((body) => !body[`url${n}Title`] || Boolean(body[`url${n}`]), 'required'),
    [`url${n}`],
  );
}

/** Three links with titles; URLs are http(s). */
export const PersonalUrlsBodySchema = v.pipe(
  v.object({
    url1: UrlSchema,
    url1Title: UrlTitleSchema,
    url2: UrlSchema,
    url2Title: UrlTitleSchema,
    url3: UrlSchema,
    url3Title: UrlTitleSchema,
  }),
  titleNeedsUrl(1),
  titleNeedsUrl(2),
  titleNeedsUrl(3),
);

export type ProfileTagsBody = v.InferInput<typeof ProfileTagsBodySchema>;
export type BriefHistoryRow = v.InferInput<typeof BriefHistoryRowSchema>;
export type AchievementHistoryRow = v.InferInput<typeof AchievementHistoryRowSchema>;
export type PersonalUrlsBody = v.InferInput<typeof PersonalUrlsBodySchema>;
