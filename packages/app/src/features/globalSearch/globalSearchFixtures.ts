import type { InternalContactItem } from '@kizuna/api-client';
import type { Company, ExternalContactListRow } from '@kizuna/api-client/contract';

export function page<T>(items: T[]) {
  return {
    items,
    totalCount: items.length,
    size: 30,
    offset: 0,
    page: 1,
    hasNext: false,
    hasPrevious: false,
  };
}

export function person(
  contactId: number,
  fullname: string,
  fullnameKana: string,
  overrides: Partial<InternalContactItem> = {},
): InternalContactItem {
  return {
    contactId,
    userId: contactId,
    userType: 'REGULAR_USER',
    fullname,
    fullnameKana,
    fullnameAlphabet: '',
    position: '課長',
    post: null,
    accountId: `user${contactId}`,
    divisions: [{ divisionId: 1, divisionName: '営業部' }],
    moreDivisionsCount: 0,
    editAuthorizable: false,
    gotalkAvailable: false,
    talkAvailable: true,
    tenantCucmAdapterSettingsId: null,
    pbxPartition: null,
    hasFaceImage: false,
    dynamicColumns: {},
    ...overrides,
  };
}

const PHONE = {
  officeLinkExtensionNum: null,
  companyMobileNum: null,
  personalMobileNum: null,
  phoneNum: null,
  mobileNum: null,
};

function externalContact(contactId: number, fullname: string, companyName: string): ExternalContactListRow {
  return {
    contactId,
    folderType: 'COMMON',
    folderId: 7,
    folderName: '取引先',
    fullname,
    fullnameKana: 'ヤマモト イチロウ',
    companyName,
    divisionName: '',
    position: '',
    companyMobileNum: '',
    personalMobileNum: '',
    phoneNum: '',
    mobileNum: '',
    email1: '',
    email2: '',
    companyAddress1: '',
    companyAddress2: '',
    registeredUserFullname: null,
    registeredAt: '2026-11-01T09:00:00+09:00',
    bizcardRequestStatus: 'NONE',
    photoUpdatedAt: null,
  };
}

function company(lbcCode: string, companyName: string, companyNameKana: string): Company {
  return {
    lbcCode,
    companyName,
    companyNameKana,
    registeredCount: 3,
    visibleCount: 3,
    lastExchanged: '2026-11-01T09:00:00+09:00',
  };
}

/** The fake API's answers to the global search: two people, a contact and a company. */
export const GLOBAL_SEARCH_ROUTES = {
  'POST /internalContacts/searchByFreeWord': () =>
    page([
      // The signed-in person (signInForTests' user 11): no talk with oneself.
      person(11, '山田 太郎', 'ヤマダ タロウ', {
        talkAvailable: false,
        dynamicColumns: { PRESENCE: { status: 'AVAILABLE', cssClass: 'presence-available' } },
      }),
      person(12, '山田 花子', 'ヤマダ ハナコ', {
        dynamicColumns: {
          PRESENCE: { status: 'BUSY', cssClass: 'presence-busy' },
          PHONE: { ...PHONE, extensionNum: '1002' },
        },
      }),
    ]),
  'POST /externalContacts/search': () => page([externalContact(31, '山本 一郎', '株式会社ヤマト')]),
  'POST /lbc': () => page([company('00000000000000ab', 'ヤマト運輸株式会社', 'ヤマトウンユ')]),
};
