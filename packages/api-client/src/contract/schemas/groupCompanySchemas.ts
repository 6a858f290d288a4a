import * as v from 'valibot';
import { DivisionRefSchema, IdParamSchema, IdSchema, pagedSchema } from './commonSchemas';
import { DIRECTORY_LIMITS } from './internalContactSchemas';

const NullableText = v.nullable(v.string());

/** A tenant of the same group whose directory the user may read (001 §3 "Group company"). */
export const GroupCompanySchema = v.object({
  groupTenantId: IdSchema,
  /** The linked tenant's organisation name (its tenant name when it has none). */
  orgName: v.string(),
});

export const GroupCompanyListSchema = v.object({ items: v.array(GroupCompanySchema) });

export const GroupTenantParamsSchema = v.object({ groupTenantId: IdParamSchema });

export const GroupDivisionParamsSchema = v.object({
  groupTenantId: IdParamSchema,
  divisionId: IdParamSchema,
});

export const GroupContactParamsSchema = v.object({
  groupTenantId: IdParamSchema,
  contactId: IdParamSchema,
});

/** A linked tenant's people by division and free word (the same Japanese search as at home). */
export const GroupContactSearchBodySchema = v.object({
  /** People in any of these divisions of the linked tenant or their sub-divisions. */
  divisionIds: v.optional(v.pipe(v.array(IdSchema), v.maxLength(DIRECTORY_LIMITS.searchDivisionIdsMax))),
  /**
   * Words separated by spaces, each matching a name (kanji, kana or romaji) or another directory
   * field; empty lists everyone. Required, so a body is always an object that says what it looks for.
   */
  freeWord: v.pipe(v.string(), v.maxLength(DIRECTORY_LIMITS.searchTextMax)),
});

/**
 * A person of a linked tenant (001 §3 "Linked internal contact"): directory fields only. Presence,
 * personal mobile numbers, chat accounts and locations stay inside the person's own company.
 */
export const GroupContactSchema = v.object({
  linkageContactId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  extensionNum: NullableText,
  phoneNum: NullableText,
  mobileNum: NullableText,
  companyMobileNum: NullableText,
  email1: NullableText,
  email2: NullableText,
  position: NullableText,
  /** Path of the face thumbnail under the API prefix; null when the person has no face image. */
  faceImageThumbnail: NullableText,
  /** The primary division first, then concurrent posts. */
  divisions: v.array(DivisionRefSchema),
});

export const GroupContactPageSchema = pagedSchema(GroupContactSchema);

export type GroupCompany = v.InferOutput<typeof GroupCompanySchema>;
export type GroupCompanyList = v.InferOutput<typeof GroupCompanyListSchema>;
export type GroupContactSearchBody = v.InferOutput<typeof GroupContactSearchBodySchema>;
export type GroupContact = v.InferOutput<typeof GroupContactSchema>;
export type GroupContactPage = v.InferOutput<typeof GroupContactPageSchema>;

/**
 * One company in the togo admin's list, in the tenant's order. Until the other company links
 * back (`linkedBack` false) only the code the administrator typed is shown, not its name, so a
 * code tells nothing about the tenant behind it.
 */
export const GroupCompanyLinkSchema = v.object({
  groupTenantId: IdSchema,
  tenantCode: v.string(),
  /** The organisation name once linked both ways; null while waiting for the other company. */
  orgName: NullableText,
  linkedBack: v.boolean(),
});

/**
 * A company that links with this tenant while this tenant has not linked back: it asks to be a
 * group company. It chose to link, so its organisation name is shown.
 */
export const GroupCompanyIncomingLinkSchema = v.object({
  groupTenantId: IdSchema,
  tenantCode: v.string(),
  orgName: v.string(),
});

export const GroupCompanyLinkListSchema = v.object({
  items: v.array(GroupCompanyLinkSchema),
  /** Companies waiting for this tenant to link back, oldest request first. */
  incoming: v.array(GroupCompanyIncomingLinkSchema),
});

export const GROUP_LINK_LIMITS = { tenantCodeMax: 64 } as const;

export const GroupLinkBodySchema = v.object({
  tenantCode: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(GROUP_LINK_LIMITS.tenantCodeMax)),
});

export const GroupLinkMoveBodySchema = v.object({
  direction: v.picklist(['UP', 'DOWN']),
});
export type GroupCompanyLink = v.InferOutput<typeof GroupCompanyLinkSchema>;
export type GroupCompanyIncomingLink = v.InferOutput<typeof GroupCompanyIncomingLinkSchema>;
