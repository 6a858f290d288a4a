import * as v from 'valibot';
import { DESTINATION_KINDS } from './destinationSchemas';
import { FREE_WORD_SEARCH_TYPES, SEARCH_TYPES, USER_TYPES } from '../enums';
import {
  DateTimeSchema,
  DivisionRefSchema,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
} from './commonSchemas';
import { PresenceColumnSchema, PresenceStatusSchema } from './presenceSchemas';

/** The list route's two kinds of search (000 §2.2). */
export const INTERNAL_CONTACT_API_TYPES = ['search', 'searchByFreeWord'] as const;
export type InternalContactApiType = (typeof INTERNAL_CONTACT_API_TYPES)[number];

/** Column types of the internal directory, as the tenant's view columns name them (001 §3). */
export const DYNAMIC_COLUMN_TYPES = [
  'PHONE',
  'EMAIL',
  'PRESENCE',
  'PHONE_PRESENCE',
  'WEB_EX',
  'LOCATION',
  'CUSTOM_PRESENCE',
  'CHAT',
  'DESTINATION',
  'COMMENT',
  'SKILL',
  'CIRQLE',
  'ANPI',
  'INTELLIGENCE_NAVI',
] as const;
export type DynamicColumnType = (typeof DYNAMIC_COLUMN_TYPES)[number];

/** Directory constants of 001 §9. */
export const DIRECTORY_LIMITS = {
  /** Members shown in the division preview of a detail page. */
  divisionUsersPreviewSize: 6,
  /** Divisions listed on a list item; the rest are counted in `moreDivisionsCount`. */
  itemDivisions: 2,
  /** Longest text a search field takes, in code points. */
  searchTextMax: 200,
  /** Most division ids one search may name. */
  searchDivisionIdsMax: 1000,
  /** Registered-user search page size. */
  registeredUsersPageSize: 30,
} as const;

const NullableText = v.nullable(v.string());
const SearchText = v.optional(v.pipe(v.string(), v.maxLength(DIRECTORY_LIMITS.searchTextMax)));

const DivisionIdsSchema = v.optional(
  v.pipe(v.array(IdSchema), v.maxLength(DIRECTORY_LIMITS.searchDivisionIdsMax)),
);

/**
 * Field search (000 §2.2, 001 §2). Every given field must match; `divisionIds` keeps people of those
 * divisions and their sub-divisions (or only those divisions when the tenant's search division range
 * is LAST_SELECTED).
 */
export const InternalContactSearchBodySchema = v.object({
  divisionIds: DivisionIdsSchema,
  fullname: SearchText,
  fullnameKana: SearchText,
  fullnameAlphabet: SearchText,
  post: SearchText,
  remarks: SearchText,
  comment: SearchText,
  /** Name of a division the person belongs to. */
  division: SearchText,
  employeeNum: SearchText,
  position: SearchText,
  /** Any phone number or extension. */
  phoneNum: SearchText,
  /** Either e-mail address. */
  email: SearchText,
  skill: SearchText,
  /** Required, so a body is always an object that says how to match. */
  searchType: v.picklist(SEARCH_TYPES),
  /** A personal-info tag the person carries. */
  tagId: v.optional(IdSchema),
});

/** Free-word search: FULLNAME looks at names only, ALL at every searchable field. */
export const InternalContactFreeWordBodySchema = v.object({
  divisionIds: DivisionIdsSchema,
  freeWord: v.pipe(v.string(), v.maxLength(DIRECTORY_LIMITS.searchTextMax)),
  freeWordSearchType: v.optional(v.picklist(FREE_WORD_SEARCH_TYPES)),
});

export const PhoneColumnSchema = v.object({
  extensionNum: NullableText,
  officeLinkExtensionNum: NullableText,
  companyMobileNum: NullableText,
  personalMobileNum: NullableText,
  phoneNum: NullableText,
  mobileNum: NullableText,
});

export const EmailColumnSchema = v.object({
  email1: NullableText,
  email2: NullableText,
  /** The person can be reached by talk. */
  enableTalk: v.boolean(),
});

export const WebExColumnSchema = v.object({
  webExUrl: NullableText,
  zoomAccount: NullableText,
  o365Account: NullableText,
});

export const LocationColumnSchema = v.object({
  mobileLatitude: v.nullable(v.number()),
  mobileLongitude: v.nullable(v.number()),
  pcMacAddress: NullableText,
  mobileMacAddress: NullableText,
  exBeaconTagId: NullableText,
  bleId: NullableText,
});

export const ChatLinkSchema = v.object({
  clientName: v.string(),
  /** Deep-link scheme of the chat client, e.g. `msteams:/l/chat/0/0?users=`. */
  browserSingleUriScheme: v.string(),
  icon: v.string(),
  chatAccountId: v.string(),
});

export const ChatColumnSchema = v.object({
  chatAccountId1: NullableText,
  chatAccountId2: NullableText,
  chatAccountId3: NullableText,
  chatAccountId4: NullableText,
  chatAccountId5: NullableText,
  /** The same accounts with their chat client, in slot order: what a list needs to link to a chat. */
  chats: v.array(ChatLinkSchema),
});

export const DestinationColumnSchema = v.object({
  /** Set for a tenant's own destination only. */
  userDestId: v.nullable(IdSchema),
  /** What the destination is (null: not set); the app shows a built-in state in its own words. */
  userDestKind: v.nullable(v.picklist(DESTINATION_KINDS)),
  userDestName: NullableText,
  userDestColor: NullableText,
});

export const AnpiColumnSchema = v.object({
  answer: NullableText,
  comment: NullableText,
  answeredAt: v.nullable(DateTimeSchema),
  /**
   * True where the viewer may not see this person's answer (only their own, without company-level
   * permission or ADMIN_ANPI): the fields are null and the cell stays empty rather than "no answer".
   */
  restricted: v.optional(v.boolean()),
});

/** Link-out columns of integrations the spec names without fields: a link when configured. */
export const LinkColumnSchema = v.object({ url: NullableText });

/** Only the types the tenant's view columns list are present. */
export const DynamicColumnsSchema = v.object({
  PHONE: v.optional(PhoneColumnSchema),
  EMAIL: v.optional(EmailColumnSchema),
  PRESENCE: v.optional(PresenceColumnSchema),
  PHONE_PRESENCE: v.optional(PresenceColumnSchema),
  WEB_EX: v.optional(WebExColumnSchema),
  LOCATION: v.optional(LocationColumnSchema),
  CUSTOM_PRESENCE: v.optional(PresenceColumnSchema),
  CHAT: v.optional(ChatColumnSchema),
  DESTINATION: v.optional(DestinationColumnSchema),
  COMMENT: v.optional(v.object({ comment: NullableText })),
  SKILL: v.optional(v.object({ skill: NullableText })),
  CIRQLE: v.optional(LinkColumnSchema),
  ANPI: v.optional(AnpiColumnSchema),
  INTELLIGENCE_NAVI: v.optional(LinkColumnSchema),
});

/** One person of the internal directory. `contactId` and `userId` are the same number here. */
export const InternalContactItemSchema = v.object({
  contactId: IdSchema,
  userId: IdSchema,
  /** null when the tenant hides user types. */
  userType: v.nullable(v.picklist(USER_TYPES)),
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  position: NullableText,
  post: NullableText,
  accountId: v.string(),
  /** The primary division first, then concurrent posts, at most `DIRECTORY_LIMITS.itemDivisions`. */
  divisions: v.array(DivisionRefSchema),
  moreDivisionsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The viewer may edit this person's data (themself, or an admin of users or internal contacts). */
  editAuthorizable: v.boolean(),
  gotalkAvailable: v.boolean(),
  /**
   * The viewer may start a talk with this person (`canTalkWith` of the shared rules): both have
   * talk and it is someone else. Talk is offered only where this is true.
   */
  talkAvailable: v.boolean(),
  tenantCucmAdapterSettingsId: v.nullable(IdSchema),
  pbxPartition: NullableText,
  /** An uploaded face image exists; `/front/faceImage/thumbnail/{userId}` answers a default otherwise. */
  hasFaceImage: v.boolean(),
  dynamicColumns: DynamicColumnsSchema,
});

export const InternalContactPageSchema = pagedSchema(InternalContactItemSchema);

export const DetailDivisionSchema = v.object({
  divisionId: IdSchema,
  divisionName: v.string(),
  divisionNameKana: v.string(),
  /** Names from the root down to the parent. */
  parentDivisionNames: v.array(v.string()),
  divisionPhoneNum: NullableText,
  divisionUrl: NullableText,
  /** People in this division (not counting sub-divisions). */
  divisionContactsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  isPrimary: v.boolean(),
});

export const InternalContactDetailSchema = v.object({
  contactId: IdSchema,
  userId: IdSchema,
  accountId: v.string(),
  userType: v.nullable(v.picklist(USER_TYPES)),
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  extensionNum: NullableText,
  officeLinkExtensionNum: NullableText,
  phoneNum: NullableText,
  mobileNum: NullableText,
  companyMobileNum: NullableText,
  personalMobileNum: NullableText,
  email1: NullableText,
  email2: NullableText,
  webUrl: NullableText,
  employeeNum: NullableText,
  post: NullableText,
  position: NullableText,
  comment: NullableText,
  remarks: NullableText,
  skill: NullableText,
  jabberId: NullableText,
  presence: PresenceColumnSchema,
  m365Status: PresenceStatusSchema,
  location: LocationColumnSchema,
  gotalkAvailable: v.boolean(),
  /**
   * The viewer may start a talk with this person (`canTalkWith` of the shared rules): both have
   * talk and it is someone else. Talk is offered only where this is true.
   */
  talkAvailable: v.boolean(),
  anpiLoginId: NullableText,
  /**
   * The person's answer to the latest safety check that asked them (001 §3 ANPI): present where
   * the tenant has anpi and the viewer may see it (their own, or everyone's with company-level
   * permission or ADMIN_ANPI).
   */
  anpi: v.optional(AnpiColumnSchema),
  editAuthorizable: v.boolean(),
  hasFaceImage: v.boolean(),
  divisions: v.array(DetailDivisionSchema),
  chats: v.array(ChatLinkSchema),
});

export const ContactIdParamsSchema = v.object({ contactId: IdParamSchema });

export const ContactDivisionParamsSchema = v.object({ contactId: IdParamSchema, divisionId: IdParamSchema });

export const DivisionMemberSchema = v.object({
  contactId: IdSchema,
  userId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  position: NullableText,
  hasFaceImage: v.boolean(),
});

/** Other members of one of the person's divisions: the first six and how many there are. */
export const DivisionUsersSchema = v.object({
  items: v.array(DivisionMemberSchema),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const RegisteredUsersQuerySchema = v.object({
  page: QueryPageSchema,
  searchName: v.optional(v.pipe(v.string(), v.maxLength(DIRECTORY_LIMITS.searchTextMax)), ''),
});

export const RegisteredUserSchema = v.object({
  fullname: v.string(),
  userId: IdSchema,
  divisionName1: NullableText,
  divisionName2: NullableText,
});

export const RegisteredUserPageSchema = pagedSchema(RegisteredUserSchema);

export type InternalContactSearchBody = v.InferOutput<typeof InternalContactSearchBodySchema>;
export type InternalContactFreeWordBody = v.InferOutput<typeof InternalContactFreeWordBodySchema>;
export type DivisionRef = v.InferOutput<typeof DivisionRefSchema>;
export type DynamicColumns = v.InferOutput<typeof DynamicColumnsSchema>;
export type InternalContactItem = v.InferOutput<typeof InternalContactItemSchema>;
export type InternalContactPage = v.InferOutput<typeof InternalContactPageSchema>;
export type InternalContactDetail = v.InferOutput<typeof InternalContactDetailSchema>;
export type DetailDivision = v.InferOutput<typeof DetailDivisionSchema>;
export type ChatLink = v.InferOutput<typeof ChatLinkSchema>;
export type DivisionMember = v.InferOutput<typeof DivisionMemberSchema>;
export type DivisionUsers = v.InferOutput<typeof DivisionUsersSchema>;
export type RegisteredUser = v.InferOutput<typeof RegisteredUserSchema>;
