import {
  DIRECTORY_LIMITS,
  type contract,
  type InternalContactFreeWordBody,
  type InternalContactSearchBody,
  type Paged,
  type SearchDivisionRange,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { anpiAnswersVisibleTo, latestAnswersOf } from '../anpiStatus/index.js';
import { readOnly, type AreaHandlers } from '../../http/Handler.js';
import {
  type DirectorySearchCriteria,
  type DirectorySearchFields,
  searchDirectory,
} from '../directorySearch/index.js';
import type { Principal } from '../principal/index.js';
import { presenceCssClass, toPresenceStatus } from '../presence/index.js';
import { CHAT_CLIENTS } from './chatClients.js';
import { canEditPerson } from './editAuthority.js';
import { talkAvailableTo } from './talkAvailable.js';
import { InternalContactsError } from './InternalContactsError.js';
import { loadContactItems, locationOf } from './loadContactItems.js';
import {
  findEnabledPerson,
  isMember,
  knownIds,
  otherMembersOf,
  personPageOf,
} from './internalContactsStore.js';

const FIELD_KEYS = [
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'post',
  'remarks',
  'comment',
  'division',
  'employeeNum',
  'position',
  'phoneNum',
  'email',
  'skill',
] as const satisfies readonly (keyof DirectorySearchFields)[];

function divisionRangeOf(principal: Principal): SearchDivisionRange {
  return principal.tenant.search_division_range === 'LAST_SELECTED' ? 'LAST_SELECTED' : 'ALL';
}

function fieldCriteria(principal: Principal, body: InternalContactSearchBody): DirectorySearchCriteria {
  const fields: DirectorySearchFields = {};
  for (const key of FIELD_KEYS) {
    const value = body[key];
    if (value !== undefined && value.trim() !== '') fields[key] = value;
  }
  return {
    tenantId: principal.tenant.id,
    mode: 'FIELDS',
    matchType: body.searchType,
    fields,
    ...(body.divisionIds ? { divisionIds: body.divisionIds } : {}),
    ...(body.tagId !== undefined ? { tagId: body.tagId } : {}),
    divisionRange: divisionRangeOf(principal),
  };
}

function freeWordCriteria(principal: Principal, body: InternalContactFreeWordBody): DirectorySearchCriteria {
  const tenantDefault = principal.tenant.free_word_search_type === 'FULLNAME' ? 'FULLNAME' : 'ALL';
  return {
    tenantId: principal.tenant.id,
    mode: 'FREE_WORD',
    matchType: 'PARTIAL',
    freeWord: body.freeWord,
    freeWordScope: body.freeWordSearchType ?? tenantDefault,
    ...(body.divisionIds ? { divisionIds: body.divisionIds } : {}),
    divisionRange: divisionRangeOf(principal),
  };
}

/** Named divisions and tags must be the tenant's own: another tenant's id is a 404, like anywhere. */
async function checkIds(db: Db, principal: Principal, body: { divisionIds?: number[]; tagId?: number }) {
  const divisionIds = [...new Set(body.divisionIds ?? [])];
  if (divisionIds.length === 0 && body.tagId === undefined) return;
  const known = await knownIds(db, principal.tenant.id, divisionIds, body.tagId);
  if (Number(known?.divisions ?? 0) !== divisionIds.length) {
    throw new InternalContactsError('DIVISION_NOT_FOUND', 'a division id is not a division of the tenant');
  }
  if (body.tagId !== undefined && !known?.tag) {
    throw new InternalContactsError('TAG_NOT_FOUND', `no tag ${body.tagId} in the tenant`);
  }
}

async function searchPage(
  db: Db,
  principal: Principal,
  criteria: DirectorySearchCriteria,
  page: number,
  size: number,
) {
  const offset = (page - 1) * size;
  const found = await searchDirectory(db, criteria, { offset, limit: size, withPresence: true });
  const items = await loadContactItems(db, principal, found.userIds, found.directoryVersion, found.presence);
  return envelope(items, found.totalCount, page, size);
}

function envelope<T>(items: T[], totalCount: number, page: number, size: number): Paged<T> {
  const offset = (page - 1) * size;
  return {
    items,
    totalCount,
    size,
    offset,
    page,
    hasNext: offset + items.length < totalCount,
    hasPrevious: page > 1,
  };
}

async function requirePerson(db: Db, principal: Principal, userId: number) {
  const row = await findEnabledPerson(db, principal.tenant.id, userId);
  if (!row) throw new InternalContactsError('CONTACT_NOT_FOUND', `no contact ${userId} in the tenant`);
  return row;
}

export const internalContactsHandlers: AreaHandlers<typeof contract.internalContacts> = {
  search: readOnly(async ({ principal, deps, input }) => {
    await checkIds(deps.db, principal, input.body);
    const { page, size } = input.query;
    return searchPage(deps.db, principal, fieldCriteria(principal, input.body), page, size);
  }),

  searchCount: readOnly(async ({ principal, deps, input }) => {
    await checkIds(deps.db, principal, input.body);
    const found = await searchDirectory(deps.db, fieldCriteria(principal, input.body), {
      offset: 0,
      limit: 0,
    });
    return { count: found.totalCount };
  }),

  searchByFreeWord: readOnly(async ({ principal, deps, input }) => {
    await checkIds(deps.db, principal, input.body);
    const { page, size } = input.query;
    return searchPage(deps.db, principal, freeWordCriteria(principal, input.body), page, size);
  }),

  searchByFreeWordCount: readOnly(async ({ principal, deps, input }) => {
    await checkIds(deps.db, principal, input.body);
    const found = await searchDirectory(deps.db, freeWordCriteria(principal, input.body), {
      offset: 0,
      limit: 0,
    });
    return { count: found.totalCount };
  }),

  async registeredUsers({ principal, deps, input }) {
    const size = DIRECTORY_LIMITS.registeredUsersPageSize;
    const { page, searchName } = input.query;
    const found = await searchDirectory(
      deps.db,
      {
        tenantId: principal.tenant.id,
        mode: 'FIELDS',
        matchType: 'PARTIAL',
        fields: searchName.trim() === '' ? {} : { fullname: searchName },
        includeUserTypes: ['REGULAR_USER', 'REGISTRATION_ONLY_USER'],
      },
      { offset: (page - 1) * size, limit: size },
    );
    const items = await loadContactItems(deps.db, principal, found.userIds, found.directoryVersion);
    return envelope(
      items.map((item) => ({
        fullname: item.fullname,
        userId: item.userId,
        divisionName1: item.divisions[0]?.divisionName ?? null,
        divisionName2: item.divisions[1]?.divisionName ?? null,
      })),
      found.totalCount,
      page,
      size,
    );
  },

  async detail({ principal, deps, input }) {
    const { db } = deps;
    const tenantId = principal.tenant.id;
    const userId = input.params.contactId;
    const row = await personPageOf(db, tenantId, userId);
    if (!row) throw new InternalContactsError('CONTACT_NOT_FOUND', `no contact ${userId} in the tenant`);
    const anpi = await anpiAnswersVisibleTo(
      db,
      principal,
      [userId],
      latestAnswersOf(row.latest_anpi ? [row.latest_anpi] : []),
    );
    const anpiAnswer = anpi.get(userId);
    const memberships = row.memberships ?? [];
    const status = toPresenceStatus(row.presence_status);
    return {
      contactId: userId,
      userId,
      accountId: row.account_id,
      userType: principal.tenant.hide_user_type ? null : row.user_type,
      fullname: row.fullname,
      fullnameKana: row.fullname_kana,
      fullnameAlphabet: row.fullname_alphabet,
      extensionNum: row.extension_num,
      officeLinkExtensionNum: row.office_link_extension_num,
      phoneNum: row.phone_num,
      mobileNum: row.mobile_num,
      companyMobileNum: row.company_mobile_num,
      personalMobileNum: row.personal_mobile_num,
      email1: row.email,
      email2: row.email2,
      webUrl: row.web_url,
      employeeNum: row.employee_num,
      post: row.post,
      position: row.position,
      comment: row.comment,
      remarks: row.remarks,
      skill: row.skill,
      jabberId: row.jabber_id,
      presence: { status, cssClass: presenceCssClass(status) },
      m365Status: status,
      location: locationOf(row),
      gotalkAvailable: principal.tenantFeatures.includes('GOTALK') && row.gotalk,
      talkAvailable: talkAvailableTo(principal, {
        userId,
        enabled: row.enabled,
        userType: row.user_type,
        admin: row.is_admin,
      }),
      anpiLoginId: row.anpi_login_id,
      ...(anpiAnswer && !anpiAnswer.restricted && principal.tenantFeatures.includes('ANPI')
        ? { anpi: { ...anpiAnswer } }
        : {}),
      editAuthorizable: await canEditPerson(deps.db, principal, userId),
      hasFaceImage: row.face_image_updated_at !== null,
      divisions: memberships.map((m) => ({
        divisionId: Number(m.id),
        divisionName: m.name,
        divisionNameKana: m.name_kana,
        parentDivisionNames: m.parent_names,
        divisionPhoneNum: m.phone_num,
        divisionUrl: m.url,
        divisionContactsCount: Number(m.contacts_count ?? 0),
        isPrimary: m.is_primary,
      })),
      chats: (row.chats ?? []).flatMap((chat) => {
        const client = CHAT_CLIENTS[chat.client];
        return client ? [{ ...client, chatAccountId: chat.account_id }] : [];
      }),
    };
  },

  async divisionUsers({ principal, deps, input }) {
    const { db } = deps;
    const tenantId = principal.tenant.id;
    const { contactId, divisionId } = input.params;
    await requirePerson(db, principal, contactId);
    const membership = await isMember(db, tenantId, contactId, divisionId);
    if (!membership) {
      throw new InternalContactsError(
        'DIVISION_NOT_FOUND',
        `contact ${contactId} is not in division ${divisionId}`,
      );
    }
    const { rows, count } = await otherMembersOf(db, tenantId, divisionId, contactId);
    return {
      items: rows.map((row) => ({
        contactId: Number(row.id),
        userId: Number(row.id),
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        position: row.position,
        hasFaceImage: row.face_image_updated_at !== null,
      })),
      totalCount: count,
    };
  },
};
