import type { ContactGroup, GroupInternalContact, Notice, PresenceStatus } from '@kizuna/api-client/contract';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import type { CardQuery } from './CardQueryContent';
import type { FavouritePeople } from './useFavouritePeople';
import type { RecentCall } from './useRecentCalls';

/** Sample data of the dashboard's cards, for stories and tests. */

export const FIXTURE_PHONE_SETTINGS: PhoneLinkSettings = { mode: 'TEL_COLON', dynamicScheme: null };

/** A card's query that has answered `data`. */
export function answered<T>(data: T, reload: () => void = () => {}): CardQuery<T> {
  return { data, error: null, isLoading: false, reload };
}

/** A card's query still waiting for its answer. */
export function loading<T>(): CardQuery<T> {
  return { data: null, error: null, isLoading: true, reload: () => {} };
}

/** A card's query whose load failed. */
export function failed<T>(reload: () => void = () => {}): CardQuery<T> {
  return { data: null, error: new Error('unavailable'), isLoading: false, reload };
}

export function fixtureGroup(overrides: Partial<ContactGroup> = {}): ContactGroup {
  return {
    groupId: 1,
    userId: 1,
    groupName: '営業チーム',
    sortScore: 1,
    internalCount: 3,
    externalCount: 1,
    ...overrides,
  };
}

function person(
  contactId: number,
  fullname: string,
  status: PresenceStatus,
  overrides: Partial<GroupInternalContact> = {},
): GroupInternalContact {
  return {
    contactId,
    linkageContactId: contactId + 100,
    fullname,
    fullnameKana: '',
    position: '課長',
    extensionNum: `10${contactId}0`,
    officeLinkExtensionNum: null,
    phoneNum: null,
    companyMobileNum: null,
    mobileNum: null,
    personalMobileNum: null,
    email1: null,
    email2: null,
    hasFaceImage: false,
    divisions: [{ divisionId: 1, divisionName: '営業部' }],
    presence: { status, cssClass: `presence-${status.toLowerCase()}` },
    talkAvailable: true,
    ...overrides,
  };
}

export const FIXTURE_PEOPLE: FavouritePeople = {
  groups: [
    fixtureGroup(),
    fixtureGroup({ groupId: 2, groupName: 'プロジェクトA', internalCount: 5, externalCount: 0 }),
    fixtureGroup({ groupId: 3, groupName: 'Empty group', internalCount: 0, externalCount: 0 }),
  ],
  group: fixtureGroup(),
  people: [
    // The signed-in person of the tests (user 101): no talk with oneself.
    person(1, '山田 太郎', 'AVAILABLE', { talkAvailable: false }),
    person(2, '佐藤 花子', 'IN_A_CALL', { position: null }),
    person(3, 'Emily Clark', 'AWAY', { extensionNum: null, mobileNum: '090-1234-5678' }),
  ],
};

export const NO_PEOPLE: FavouritePeople = {
  groups: [fixtureGroup({ internalCount: 0, externalCount: 2 })],
  group: null,
  people: [],
};

function call(overrides: Partial<RecentCall> & Pick<RecentCall, 'callHistoryId' | 'calledAt'>): RecentCall {
  return {
    direction: 'incoming',
    number: '1002',
    answered: true,
    contactKind: 'INTERNAL',
    contactId: 12,
    fullname: '佐藤 花子',
    companyName: null,
    divisionName: '営業部',
    ...overrides,
  };
}

/** Newest first, as the card's hook orders them. */
export const FIXTURE_CALLS: RecentCall[] = [
  call({ callHistoryId: 5, calledAt: '2025-11-20T05:40:00.000Z', answered: false }),
  call({
    callHistoryId: 4,
    calledAt: '2025-11-20T04:10:00.000Z',
    direction: 'outgoing',
    number: '03-5555-1001',
    contactKind: 'EXTERNAL_COMMON',
    fullname: 'Emily Clark',
    companyName: 'Northwind',
  }),
  call({
    callHistoryId: 3,
    calledAt: '2025-11-19T09:00:00.000Z',
    number: '09087654321',
    contactKind: 'UNKNOWN',
    contactId: null,
    fullname: null,
    answered: false,
  }),
  call({ callHistoryId: 2, calledAt: '2025-11-18T01:30:00.000Z' }),
];

export const FIXTURE_NOTICES: Notice[] = [
  {
    informationId: 1,
    title: '社内報 11 月号を公開しました',
    memo: '今月は大阪支社の特集です。',
    important: 0,
    startDatetime: '2025-11-01T00:00:00.000Z',
    endDatetime: null,
    indefinitePeriod: true,
    mustRead: false,
    read: true,
  },
  {
    informationId: 3,
    title: '年末年始の休業日について',
    memo: '12月29日から1月3日まで休業します。緊急の連絡は総務部までお願いします。',
    important: 2,
    startDatetime: '2025-12-01T00:00:00.000Z',
    endDatetime: '2026-01-05T00:00:00.000Z',
    indefinitePeriod: false,
    mustRead: false,
    read: false,
  },
  {
    informationId: 2,
    title: 'Phone system maintenance on Saturday',
    memo: 'Calls may drop between 22:00 and 23:00.',
    important: 1,
    startDatetime: '2025-11-20T00:00:00.000Z',
    endDatetime: null,
    indefinitePeriod: true,
    mustRead: false,
    read: false,
  },
];
