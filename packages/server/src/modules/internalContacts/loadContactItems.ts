import {
  type ChatLink,
  DIRECTORY_LIMITS,
  DYNAMIC_COLUMN_TYPES,
  type DynamicColumns,
  type DynamicColumnType,
  type InternalContactItem,
  type UserType,
} from '@kizuna/api-client/contract';
import { canBeTalkedTo } from '@kizuna/api-client/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { anpiAnswersVisibleTo, type LatestAnpiAnswer } from '../anpiStatus/index.js';
import type { Principal } from '../principal/index.js';
import { readDestinations } from '../destinations/index.js';
import { presenceCssClass, toPresenceStatus } from '../presence/index.js';
import { CHAT_CLIENTS } from './chatClients.js';
import { directoryItemCacheOf } from './DirectoryItemCache.js';
import { editablePeopleAmong } from './editAuthority.js';
import { talkAvailableTo } from './talkAvailable.js';

function userTypeFor(principal: Principal, type: UserType): UserType | null {
  return principal.tenant.hide_user_type ? null : type;
}

/** An element of the array the SQL function `directory_items` answers. */
interface ItemRow {
  id: number;
  user_type: UserType;
  fullname: string;
  fullname_kana: string;
  fullname_alphabet: string;
  position: string | null;
  post: string | null;
  account_id: string;
  extension_num: string | null;
  office_link_extension_num: string | null;
  company_mobile_num: string | null;
  personal_mobile_num: string | null;
  phone_num: string | null;
  mobile_num: string | null;
  email: string | null;
  email2: string | null;
  web_ex_url: string | null;
  zoom_account: string | null;
  o365_account: string | null;
  mobile_latitude: number | null;
  mobile_longitude: number | null;
  pc_mac_address: string | null;
  mobile_mac_address: string | null;
  ex_beacon_tag_id: string | null;
  ble_id: string | null;
  comment: string | null;
  skill: string | null;
  tenant_cucm_adapter_settings_id: number | null;
  pbx_partition: string | null;
  is_admin: boolean;
  enabled: boolean;
  has_face_image: boolean;
  presence_status: string | null;
  gotalk_role: boolean;
  divisions: { id: number; name: string }[];
  chats: { slot: number; client: string; account_id: string }[];
  view_columns: string[];
}

/** What the SQL function `directory_page_items` answers. */
interface PageItems {
  presence: Record<string, string>;
  items: ItemRow[];
  columns: string[] | null;
}

/**
 * The rows of a page whose search read the tenant's directory version: the people kept at that
 * version come from the process (DirectoryItemCache), the others and everyone's presence from one
 * call, which is not made when the search read the presence and every person is kept.
 */
async function pageRows(
  db: Db,
  tenantId: number,
  ids: number[],
  version: string,
  presenceRead: Record<string, string> | undefined,
): Promise<{ rows: ItemRow[]; columns: string[] }> {
  const cache = directoryItemCacheOf<ItemRow>(db);
  const kept = new Map<number, ItemRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = cache.get(tenantId, id, version);
    if (row) kept.set(id, row);
    else missing.push(id);
  }
  const keptColumns = cache.columns(tenantId, version);
  // Everything kept and the presence read with the page: no call at all.
  const page =
    presenceRead && missing.length === 0 && keptColumns !== undefined
      ? undefined
      : (
          await sql<{ page: PageItems }>`
            select directory_page_items(${tenantId}, ${ids}::bigint[], ${missing}::bigint[],
              ${keptColumns === undefined}) as page`.execute(db)
        ).rows[0]?.page;
  const presence = presenceRead ?? page?.presence ?? {};
  for (const row of page?.items ?? []) {
    const stored: ItemRow = { ...row, presence_status: null, view_columns: [] };
    cache.set(tenantId, Number(row.id), version, stored);
    kept.set(Number(row.id), stored);
  }
  const columns = keptColumns ?? page?.columns ?? [];
  if (keptColumns === undefined) cache.setColumns(tenantId, version, columns);
  const rows = ids.flatMap((id) => {
    const row = kept.get(id);
    return row ? [{ ...row, presence_status: presence[String(id)] ?? null }] : [];
  });
  return { rows, columns };
}

/**
 * The people's rows with their divisions, presence, chat accounts and the tenant's columns: one
 * call of a function whose plan the database keeps, whatever the page size. Given the tenant's
 * directory version its search read (`searchDirectory`), people unchanged since they were last
 * read come from the process and only presence is read for them.
 */
export async function loadContactItems(
  db: Db,
  principal: Principal,
  userIds: readonly number[],
  directoryVersion?: string,
  presence?: Record<string, string>,
): Promise<InternalContactItem[]> {
  if (userIds.length === 0) return [];
  const tenantId = principal.tenant.id;
  const ids = [...new Set(userIds)];
  let found: ItemRow[];
  let viewColumns: string[];
  if (directoryVersion === undefined) {
    const answer = await sql<{ items: ItemRow[] }>`
      select directory_items(${tenantId}, ${ids}::bigint[]) as items`.execute(db);
    found = answer.rows[0]?.items ?? [];
    viewColumns = found[0]?.view_columns ?? [];
  } else {
    ({ rows: found, columns: viewColumns } = await pageRows(db, tenantId, ids, directoryVersion, presence));
  }
  const rows = found;
  const memberships = found.flatMap((row) =>
    row.divisions.map((division) => ({ user_id: row.id, id: division.id, name: division.name })),
  );
  const chats = found.flatMap((row) => row.chats.map((chat) => ({ user_id: row.id, ...chat })));
  const columns = viewColumns.filter((type): type is DynamicColumnType =>
    (DYNAMIC_COLUMN_TYPES as readonly string[]).includes(type),
  );

  const divisionsOf = new Map<number, { divisionId: number; divisionName: string }[]>();
  for (const row of memberships) {
    const list = divisionsOf.get(Number(row.user_id)) ?? [];
    list.push({ divisionId: Number(row.id), divisionName: row.name });
    divisionsOf.set(Number(row.user_id), list);
  }
  const chatsOf = new Map<number, Map<number, string>>();
  const chatLinksOf = new Map<number, ChatLink[]>();
  for (const row of chats) {
    const slots = chatsOf.get(Number(row.user_id)) ?? new Map<number, string>();
    slots.set(row.slot, row.account_id);
    chatsOf.set(Number(row.user_id), slots);
    const client = CHAT_CLIENTS[row.client];
    if (client) {
      const links = chatLinksOf.get(Number(row.user_id)) ?? [];
      links.push({ ...client, chatAccountId: row.account_id });
      chatLinksOf.set(Number(row.user_id), links);
    }
  }
  const anpiOf = columns.includes('ANPI')
    ? await anpiAnswersVisibleTo(db, principal, ids)
    : new Map<number, LatestAnpiAnswer>();
  const tenantTalk = principal.tenantFeatures.includes('TALK');
  const tenantGotalk = principal.tenantFeatures.includes('GOTALK');
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  // Like presence, destinations change all day: read fresh, never kept with the cached rows.
  const destinations = columns.includes('DESTINATION')
    ? await readDestinations(db, tenantId, ids)
    : new Map<number, never>();
  const editable = await editablePeopleAmong(db, principal, ids);

  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const divisions = divisionsOf.get(id) ?? [];
    const status = toPresenceStatus(row.presence_status);
    const presence = { status, cssClass: presenceCssClass(status) };
    const slots = chatsOf.get(id);
    const dynamicColumns: DynamicColumns = {};
    for (const type of columns) {
      switch (type) {
        case 'PHONE':
          dynamicColumns.PHONE = {
            extensionNum: row.extension_num,
            officeLinkExtensionNum: row.office_link_extension_num,
            companyMobileNum: row.company_mobile_num,
            personalMobileNum: row.personal_mobile_num,
            phoneNum: row.phone_num,
            mobileNum: row.mobile_num,
          };
          break;
        case 'EMAIL':
          dynamicColumns.EMAIL = {
            email1: row.email,
            email2: row.email2,
            enableTalk:
              tenantTalk &&
              canBeTalkedTo({ enabled: row.enabled, userType: row.user_type, admin: row.is_admin }),
          };
          break;
        case 'PRESENCE':
        case 'PHONE_PRESENCE':
        case 'CUSTOM_PRESENCE':
          dynamicColumns[type] = presence;
          break;
        case 'WEB_EX':
          dynamicColumns.WEB_EX = {
            webExUrl: row.web_ex_url,
            zoomAccount: row.zoom_account,
            o365Account: row.o365_account,
          };
          break;
        case 'LOCATION':
          dynamicColumns.LOCATION = locationOf(row);
          break;
        case 'CHAT':
          dynamicColumns.CHAT = {
            chatAccountId1: slots?.get(1) ?? null,
            chatAccountId2: slots?.get(2) ?? null,
            chatAccountId3: slots?.get(3) ?? null,
            chatAccountId4: slots?.get(4) ?? null,
            chatAccountId5: slots?.get(5) ?? null,
            chats: chatLinksOf.get(id) ?? [],
          };
          break;
        case 'DESTINATION': {
          const destination = destinations.get(id)?.destination;
          dynamicColumns.DESTINATION = destination
            ? {
                userDestId: destination.destId,
                userDestKind: destination.kind,
                userDestName: destination.destName,
                userDestColor: destination.destColor,
              }
            : { userDestId: null, userDestKind: null, userDestName: null, userDestColor: null };
          break;
        }
        case 'COMMENT':
          dynamicColumns.COMMENT = { comment: row.comment };
          break;
        case 'SKILL':
          dynamicColumns.SKILL = { skill: row.skill };
          break;
        case 'ANPI':
          dynamicColumns.ANPI = { answer: null, comment: null, answeredAt: null, ...anpiOf.get(id) };
          break;
        case 'CIRQLE':
        case 'INTELLIGENCE_NAVI':
          dynamicColumns[type] = { url: null };
          break;
        default:
          return type satisfies never;
      }
    }
    return [
      {
        contactId: id,
        userId: id,
        userType: userTypeFor(principal, row.user_type),
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        fullnameAlphabet: row.fullname_alphabet,
        position: row.position,
        post: row.post,
        accountId: row.account_id,
        divisions: divisions.slice(0, DIRECTORY_LIMITS.itemDivisions),
        moreDivisionsCount: Math.max(0, divisions.length - DIRECTORY_LIMITS.itemDivisions),
        editAuthorizable: editable.has(id),
        gotalkAvailable: tenantGotalk && Boolean(row.gotalk_role),
        talkAvailable: talkAvailableTo(principal, {
          userId: id,
          enabled: row.enabled,
          userType: row.user_type,
          admin: row.is_admin,
        }),
        tenantCucmAdapterSettingsId:
          row.tenant_cucm_adapter_settings_id === null ? null : Number(row.tenant_cucm_adapter_settings_id),
        pbxPartition: row.pbx_partition,
        hasFaceImage: row.has_face_image,
        dynamicColumns,
      },
    ];
  });
}

export function locationOf(row: {
  mobile_latitude: number | null;
  mobile_longitude: number | null;
  pc_mac_address: string | null;
  mobile_mac_address: string | null;
  ex_beacon_tag_id: string | null;
  ble_id: string | null;
}) {
  return {
    mobileLatitude: row.mobile_latitude === null ? null : Number(row.mobile_latitude),
    mobileLongitude: row.mobile_longitude === null ? null : Number(row.mobile_longitude),
    pcMacAddress: row.pc_mac_address,
    mobileMacAddress: row.mobile_mac_address,
    exBeaconTagId: row.ex_beacon_tag_id,
    bleId: row.ble_id,
  };
}

/** Names from the root down to the parent of each division, in one recursive query. */
export async function parentNamesOf(
  db: Db,
  tenantId: number,
  divisionIds: readonly number[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (divisionIds.length === 0) return result;
  const rows = await sql<{ start_id: number; name: string; depth: number }>`
    with recursive up(start_id, id, parent_id, name, depth) as (
      select d.id, d.id, d.parent_id, d.name, 0 from divisions d
        where d.tenant_id = ${tenantId} and d.id = any(${[...divisionIds]}::bigint[])
      union all
      select up.start_id, p.id, p.parent_id, p.name, up.depth + 1 from divisions p
        join up on p.id = up.parent_id where p.tenant_id = ${tenantId} and up.depth < 64
    )
    select start_id, name, depth from up where depth > 0 order by start_id, depth desc`.execute(db);
  for (const id of divisionIds) result.set(id, []);
  for (const row of rows.rows) result.get(Number(row.start_id))?.push(row.name);
  return result;
}
