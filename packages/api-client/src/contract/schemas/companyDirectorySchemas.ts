import * as v from 'valibot';
import { SORT_ORDERS } from '../enums';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema, pagedSchema, QueryPageSchema } from './commonSchemas';

/** Constants of the business-card company directory (001 §9: the list shows 50 companies a page). */
export const COMPANY_DIRECTORY_LIMITS = {
  pageSize: 50,
  contactsPageSize: 50,
  freeWordMax: 200,
  /** Most divisions one trees or counts call may name. */
  divisionIdsMax: 100,
} as const;

/** Sort keys of the company list; without an order, names run A→Z and the others largest first. */
export const COMPANY_SORTS = ['companyName', 'lastExchanged', 'registeredCount', 'visibleCount'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** Required (empty lists everything), so a body is always an object that says what it looks for. */
const FreeWord = v.pipe(v.string(), codePointLengthBetween(0, COMPANY_DIRECTORY_LIMITS.freeWordMax));

export const CompanyListQuerySchema = v.object({
  page: QueryPageSchema,
  sort: v.optional(v.picklist(COMPANY_SORTS), 'companyName'),
  order: v.optional(v.picklist(SORT_ORDERS)),
});

export const CompanyPageQuerySchema = v.object({
  page: QueryPageSchema,
});

/** Free word over the company's name and its reading (width, kana and voiced marks folded). */
export const CompanyFreeWordBodySchema = v.object({ freeWord: FreeWord });

/** A company's contacts by free word (names, divisions, phones, e-mails) and one of its divisions. */
export const CompanyContactsBodySchema = v.object({
  freeWord: FreeWord,
  /** Contacts of this division and the divisions under it. */
  divisionId: v.optional(IdSchema),
});

export const CompanyDivisionIdsBodySchema = v.object({
  divisionIds: v.pipe(
    v.array(IdSchema),
    v.minLength(1),
    v.maxLength(COMPANY_DIRECTORY_LIMITS.divisionIdsMax),
  ),
});

/** The company code: 16 lower-case hex digits, stable for the same company name in a tenant. */
export const LbcCodeSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/));

/** A code in a path: letters and digits; one that names no company of the tenant is a 404. */
const LbcCodeParamSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{1,64}$/));

export const LbcCodeParamsSchema = v.object({ lbcCode: LbcCodeParamSchema });

export const LbcDivisionParamsSchema = v.object({ lbcCode: LbcCodeParamSchema, divisionId: IdParamSchema });

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A company of the directory (001 §3 "Business-card company directory (LBC)"). */
export const CompanySchema = v.object({
  lbcCode: LbcCodeSchema,
  companyName: v.string(),
  companyNameKana: v.string(),
  /** Contacts of this company the tenant holds, in every folder. */
  registeredCount: Count,
  /** Of those, the contacts the user can open. */
  visibleCount: Count,
  /** When the latest of those contacts was registered. */
  lastExchanged: DateTimeSchema,
});

export const CompanyPageSchema = pagedSchema(CompanySchema);

export const CompanyDetailSchema = v.object({
  ...CompanySchema.entries,
  companyZipcode: v.string(),
  /** Both address lines, joined by a space. */
  companyAddress: v.string(),
});

/** What the cards say about the company, from the most recently registered one that says it. */
export const LbcCompanyInfoSchema = v.object({
  orgName: v.string(),
  zipcode: v.string(),
  address: v.string(),
  url: v.string(),
  phoneNum: v.string(),
});

/** A division named on the company's cards; `visibleCount` counts its sub-divisions' contacts too. */
export const CompanyDivisionSchema = v.object({
  divisionId: IdSchema,
  parentDivisionId: v.nullable(IdSchema),
  divisionName: v.string(),
  visibleCount: Count,
  hasChild: v.boolean(),
});

export const CompanyDivisionListSchema = v.object({ items: v.array(CompanyDivisionSchema) });

export interface CompanyDivisionTreeNode {
  data: v.InferOutput<typeof CompanyDivisionSchema>;
  /** null: not loaded (load it with the division call); [] a division without children. */
  children: CompanyDivisionTreeNode[] | null;
}

export const CompanyDivisionTreeNodeSchema: v.GenericSchema<CompanyDivisionTreeNode> = v.object({
  data: CompanyDivisionSchema,
  children: v.nullable(v.array(v.lazy(() => CompanyDivisionTreeNodeSchema))),
});

/** Per asked division id: the top-level divisions with the branch down to it opened. */
export const CompanyDivisionTreesSchema = v.object({
  trees: v.record(v.string(), v.array(CompanyDivisionTreeNodeSchema)),
});

/** Per asked division id: the contacts the user can open in it and below it. */
export const CompanyDivisionCountsSchema = v.object({ counts: v.record(v.string(), Count) });

export type CompanyListQuery = v.InferOutput<typeof CompanyListQuerySchema>;
export type CompanyContactsBody = v.InferOutput<typeof CompanyContactsBodySchema>;
export type Company = v.InferOutput<typeof CompanySchema>;
export type CompanyPage = v.InferOutput<typeof CompanyPageSchema>;
export type CompanyDetail = v.InferOutput<typeof CompanyDetailSchema>;
export type LbcCompanyInfo = v.InferOutput<typeof LbcCompanyInfoSchema>;
export type CompanyDivision = v.InferOutput<typeof CompanyDivisionSchema>;
export type CompanyDivisionTrees = v.InferOutput<typeof CompanyDivisionTreesSchema>;
export type CompanyDivisionCounts = v.InferOutput<typeof CompanyDivisionCountsSchema>;
