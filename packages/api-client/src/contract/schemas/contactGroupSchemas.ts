import * as v from 'valibot';
import { PresenceColumnSchema } from './presenceSchemas';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DivisionRefSchema, IdParamSchema, IdSchema } from './commonSchemas';
import { ExternalContactRowSchema, FOLDER_TYPES } from './externalContactRowSchemas';

/**
 * Favourite groups (001 §3, §5, §9; 002 `/settings/group`). Every user has between
 * `minCount` and `maxCount` groups: the first five are made on first use, up to ten may exist.
 */
export const CONTACT_GROUP_LIMITS = {
  maxCount: 10,
  minCount: 5,
  nameMax: 50,
  /** Most contacts one copy, move or remove may name. */
  bulkMax: 1000,
} as const;

const L = CONTACT_GROUP_LIMITS;

export const GroupIdParamsSchema = v.object({ groupId: IdParamSchema });

/** Group (001 §3): what menus need. */
export const ContactGroupHeaderSchema = v.object({
  groupId: IdSchema,
  userId: IdSchema,
  groupName: v.string(),
  sortScore: v.number(),
});
export type ContactGroupHeader = v.InferOutput<typeof ContactGroupHeaderSchema>;

export const ContactGroupHeaderListSchema = v.object({ items: v.array(ContactGroupHeaderSchema) });
export type ContactGroupHeaderList = v.InferOutput<typeof ContactGroupHeaderListSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A group with how many people of each kind it holds (only those the user can still reach). */
export const ContactGroupSchema = v.object({
  ...ContactGroupHeaderSchema.entries,
  internalCount: Count,
  externalCount: Count,
});
export type ContactGroup = v.InferOutput<typeof ContactGroupSchema>;

export const ContactGroupListSchema = v.object({ items: v.array(ContactGroupSchema) });
export type ContactGroupList = v.InferOutput<typeof ContactGroupListSchema>;

/** Create (no groupId) or rename a group; the name is required, 1 to 50 code points after trimming. */
export const ContactGroupBodySchema = v.object({
  groupId: v.optional(IdSchema),
  groupName: v.pipe(v.string(), v.trim(), codePointLengthBetween(1, L.nameMax)),
});
export type ContactGroupBody = v.InferInput<typeof ContactGroupBodySchema>;

/** Groups to delete. */
export const GroupIdsBodySchema = v.object({
  groupIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(L.maxCount)),
});

/** The user's groups in their new order: every group exactly once, so never fewer than five. */
export const GroupSortBodySchema = v.object({
  groupIds: v.pipe(v.array(IdSchema), v.minLength(L.minCount), v.maxLength(L.maxCount)),
});

const ContactIdsSchema = v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(L.bulkMax));

/** Internal contacts (people of the directory) to add to a group. */
export const CopyFromInternalBodySchema = v.object({ contactIds: ContactIdsSchema });

/** External contacts to add to a group, each named with the kind of folder it lies in. */
export const CopyFromExternalBodySchema = v.object({
  contacts: v.pipe(
    v.array(v.object({ folderType: v.picklist(FOLDER_TYPES), contactId: IdSchema })),
    v.minLength(1),
    v.maxLength(L.bulkMax),
  ),
});
export type CopyFromExternalBody = v.InferInput<typeof CopyFromExternalBodySchema>;

/** Members (their `contactId` in the group) moved to another of the user's groups. */
export const MoveGroupContactsBodySchema = v.object({
  destGroupId: IdSchema,
  contactIds: ContactIdsSchema,
});

/** Members (their `contactId` in the group) removed from it. */
export const GroupContactIdsBodySchema = v.object({ contactIds: ContactIdsSchema });

export const AddedCountSchema = v.object({ addedCount: Count });
export const MovedCountSchema = v.object({ movedCount: Count });
export const RemovedCountSchema = v.object({ removedCount: Count });

/**
 * A person of the directory in a group (001 §3 "Linked internal contact"): `contactId` is the
 * membership, `linkageContactId` the person (their internal contact id).
 */
export const GroupInternalContactSchema = v.object({
  contactId: IdSchema,
  linkageContactId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  position: v.nullable(v.string()),
  extensionNum: v.nullable(v.string()),
  officeLinkExtensionNum: v.nullable(v.string()),
  phoneNum: v.nullable(v.string()),
  companyMobileNum: v.nullable(v.string()),
  mobileNum: v.nullable(v.string()),
  personalMobileNum: v.nullable(v.string()),
  email1: v.nullable(v.string()),
  email2: v.nullable(v.string()),
  /** `/front/faceImage/thumbnail/{linkageContactId}` answers a default image when false. */
  hasFaceImage: v.boolean(),
  divisions: v.array(DivisionRefSchema),
  presence: PresenceColumnSchema,
  /** The viewer may start a talk with this person (`canTalkWith` of the shared rules). */
  talkAvailable: v.boolean(),
});
export type GroupInternalContact = v.InferOutput<typeof GroupInternalContactSchema>;

export const GroupInternalContactListSchema = v.object({ items: v.array(GroupInternalContactSchema) });
export type GroupInternalContactList = v.InferOutput<typeof GroupInternalContactListSchema>;

/**
 * An external contact in a group: the fields of its folder's row, with `contactId` the membership
 * and `linkageContactId` the external contact.
 */
const { contactId: _rowId, ...externalContactEntries } = ExternalContactRowSchema.entries;
export const GroupExternalContactSchema = v.object({
  contactId: IdSchema,
  linkageContactId: IdSchema,
  ...externalContactEntries,
  // A member's folder is one the user reads: never NEITHER.
  folderType: v.picklist(FOLDER_TYPES),
});
export type GroupExternalContact = v.InferOutput<typeof GroupExternalContactSchema>;

export const GroupExternalContactListSchema = v.object({ items: v.array(GroupExternalContactSchema) });
export type GroupExternalContactList = v.InferOutput<typeof GroupExternalContactListSchema>;
