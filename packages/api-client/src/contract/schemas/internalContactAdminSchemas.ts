import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import {
  DivisionRefSchema,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { GroupCompanySchema } from './groupCompanySchemas';

export const INTERNAL_CONTACT_ADMIN_LIMITS = { freeWordMax: 100, pageSize: 50, pageSizeMax: 100 } as const;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A division of the tenant with its "shown to group companies" switch. */
export const VisibilityDivisionSchema = v.object({
  divisionId: IdSchema,
  parentDivisionId: v.nullable(IdSchema),
  divisionName: v.string(),
  /** The division's own switch: false when the administrator hid it. */
  shown: v.boolean(),
  /** A division above it is hidden, so it is hidden too whatever its own switch says. */
  hiddenByParent: v.boolean(),
});

/**
 * The internal-contact admin's page: what the tenant shows its group companies. The same for
 * every linked company (the administrator decides what is internal, not per reader).
 */
export const InternalContactVisibilitySchema = v.object({
  /** The companies linked both ways, which see the directory. */
  linkedCompanies: v.array(GroupCompanySchema),
  /** The people a linked company can find (enabled people and facilities not hidden). */
  shownCount: Count,
  /** Everyone a linked company could find if nothing were hidden. */
  peopleCount: Count,
  /** Every division of the tenant, parents before children, in the directory's order. */
  divisions: v.array(VisibilityDivisionSchema),
});

export const VisibilityUserQuerySchema = v.object({
  /** Words matched as the directory matches names: kanji, kana, romaji. */
  freeWord: v.optional(
    v.pipe(v.string(), v.trim(), codePointLengthBetween(0, INTERNAL_CONTACT_ADMIN_LIMITS.freeWordMax)),
    '',
  ),
  page: QueryPageSchema,
  size: queryPageSizeSchema(
    INTERNAL_CONTACT_ADMIN_LIMITS.pageSizeMax,
    INTERNAL_CONTACT_ADMIN_LIMITS.pageSize,
  ),
});

/** A person of the tenant with their "shown to group companies" switch. */
export const VisibilityUserSchema = v.object({
  userId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  /** The primary division first, then concurrent posts. */
  divisions: v.array(DivisionRefSchema),
  /** The person's own switch: false when the administrator hid them. */
  shown: v.boolean(),
  /** Every post of theirs is in a hidden division, so they are hidden whatever their own switch says. */
  hiddenByDivision: v.boolean(),
});

export const VisibilityUserPageSchema = pagedSchema(VisibilityUserSchema);

export const VisibilityDivisionParamsSchema = v.object({ divisionId: IdParamSchema });
export const VisibilityUserParamsSchema = v.object({ userId: IdParamSchema });

export const VisibilitySwitchBodySchema = v.object({ shown: v.boolean() });

export type VisibilityDivision = v.InferOutput<typeof VisibilityDivisionSchema>;
export type InternalContactVisibility = v.InferOutput<typeof InternalContactVisibilitySchema>;
export type VisibilityUser = v.InferOutput<typeof VisibilityUserSchema>;
export type VisibilityUserPage = v.InferOutput<typeof VisibilityUserPageSchema>;
