import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  AddedCountSchema,
  ContactGroupBodySchema,
  ContactGroupHeaderListSchema,
  ContactGroupHeaderSchema,
  ContactGroupListSchema,
  CopyFromExternalBodySchema,
  CopyFromInternalBodySchema,
  GroupContactIdsBodySchema,
  GroupExternalContactListSchema,
  GroupIdParamsSchema,
  GroupIdsBodySchema,
  GroupInternalContactListSchema,
  GroupSortBodySchema,
  MoveGroupContactsBodySchema,
  MovedCountSchema,
  RemovedCountSchema,
} from '../schemas/contactGroupSchemas';
import { DeletedCountSchema } from '../schemas/externalContactRowSchemas';

const session = { kind: 'session' } as const;

/**
 * Favourite groups (001 §7 "Groups"). Groups are their owner's alone: another user's or tenant's
 * group answers 404 like one that does not exist. Every user holds five to ten groups; the first
 * five are made on first use.
 */
export const contactGroupsEndpoints = withErrors([...errorCodesOf('contactGroups'), 'FOLDER_NOT_FOUND'], {
  headerList: defineEndpoint({
    method: 'GET',
    path: '/contactGroup/headerList',
    summary: 'The user’s groups in their order, for menus',
    response: ContactGroupHeaderListSchema,
    capability: session,
  }),
  allList: defineEndpoint({
    method: 'GET',
    path: '/contactGroup/allList',
    summary: 'The user’s groups in their order, with how many internal and external contacts each holds',
    response: ContactGroupListSchema,
    capability: session,
  }),
  addOrUpdate: defineEndpoint({
    method: 'POST',
    path: '/contactGroup/addOrUpdate',
    summary: 'Create a group (at most 10), or rename the group named by groupId',
    body: ContactGroupBodySchema,
    response: ContactGroupHeaderSchema,
    capability: session,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/contactGroup/delete',
    summary: 'Delete groups with their members; refused when fewer than 5 would remain',
    body: GroupIdsBodySchema,
    response: DeletedCountSchema,
    capability: session,
  }),
  sort: defineEndpoint({
    method: 'POST',
    path: '/contactGroup/sort',
    summary: 'Put the user’s groups in a new order; the list names each of them exactly once',
    body: GroupSortBodySchema,
    response: ContactGroupHeaderListSchema,
    capability: session,
  }),
  copyFromInternal: defineEndpoint({
    method: 'POST',
    path: '/contactGroup/:groupId/copyFromInternal',
    summary: 'Add people of the directory to the group; those already in it are left as they are',
    params: GroupIdParamsSchema,
    body: CopyFromInternalBodySchema,
    response: AddedCountSchema,
    capability: session,
  }),
  copyFromExternal: defineEndpoint({
    method: 'POST',
    path: '/contactGroup/:groupId/copyFromExternal',
    summary: 'Add external contacts the user can read to the group; those already in it are left as they are',
    params: GroupIdParamsSchema,
    body: CopyFromExternalBodySchema,
    response: AddedCountSchema,
    capability: session,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/contactGroup/:groupId/move',
    summary: 'Move members of the group to another of the user’s groups',
    params: GroupIdParamsSchema,
    body: MoveGroupContactsBodySchema,
    response: MovedCountSchema,
    capability: session,
  }),
  internalContacts: defineEndpoint({
    method: 'GET',
    path: '/groupContacts/internal/:groupId',
    summary: 'The people of the directory in the group, with phones, divisions and presence',
    params: GroupIdParamsSchema,
    response: GroupInternalContactListSchema,
    capability: session,
  }),
  externalContacts: defineEndpoint({
    method: 'GET',
    path: '/groupContacts/external/:groupId',
    summary: 'The external contacts in the group that the user can still read',
    params: GroupIdParamsSchema,
    response: GroupExternalContactListSchema,
    capability: session,
  }),
  removeContacts: defineEndpoint({
    method: 'POST',
    path: '/groupContacts/delete/:groupId',
    summary: 'Remove members from the group (the contacts themselves stay)',
    params: GroupIdParamsSchema,
    body: GroupContactIdsBodySchema,
    response: RemovedCountSchema,
    capability: session,
  }),
});
