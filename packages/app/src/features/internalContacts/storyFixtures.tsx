import type { ReactNode } from 'react';
import { createKizunaClient } from '@kizuna/api-client';
import type {
  Division,
  DivisionInfo,
  InternalContactDetail,
  InternalContactItem,
  InternalContactPage,
  PresenceStatus,
} from '@kizuna/api-client/contract';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ClientProvider } from '../../api/ClientContext';
import { createI18n } from '../../i18n/createI18n';
import { ToastProvider } from '../../shared/toast';

/** Fixture data of the directory stories: a small company with kana readings and concurrent posts. */
export const FIXTURE_DIVISIONS: Division[] = [
  division(1, null, '営業本部', 'エイギョウホンブ', 2),
  division(2, null, '開発本部', 'カイハツホンブ', 1),
  division(3, null, '総務部', 'ソウムブ', 0),
  division(11, 1, '第一営業部', 'ダイイチエイギョウブ', 0),
  division(12, 1, '第二営業部', 'ダイニエイギョウブ', 0),
  division(21, 2, 'プラットフォーム部', 'プラットフォームブ', 0),
];

function division(
  divisionId: number,
  parentDivisionId: number | null,
  divisionName: string,
  divisionNameKana: string,
  childCount: number,
): Division {
  return { divisionId, parentDivisionId, divisionName, divisionNameKana, divisionCode: null, childCount };
}

function item(
  id: number,
  fullname: string,
  fullnameKana: string,
  fullnameAlphabet: string,
  position: string | null,
  divisions: [number, string][],
  status: PresenceStatus,
  extension: string,
  moreDivisionsCount = 0,
): InternalContactItem {
  return {
    contactId: id,
    userId: id,
    userType: 'REGULAR_USER',
    fullname,
    fullnameKana,
    fullnameAlphabet,
    position,
    post: null,
    accountId: fullnameAlphabet.toLowerCase().replace(' ', '.'),
    divisions: divisions.map(([divisionId, divisionName]) => ({ divisionId, divisionName })),
    moreDivisionsCount,
    editAuthorizable: false,
    gotalkAvailable: false,
    talkAvailable: true,
    tenantCucmAdapterSettingsId: null,
    pbxPartition: null,
    hasFaceImage: false,
    dynamicColumns: {
      PHONE: {
        extensionNum: extension,
        officeLinkExtensionNum: null,
        companyMobileNum: `080-1234-${extension}`,
        personalMobileNum: null,
        phoneNum: null,
        mobileNum: null,
      },
      EMAIL: {
        email1: `${fullnameAlphabet.toLowerCase().replace(' ', '.')}@example.co.jp`,
        email2: null,
        enableTalk: true,
      },
      PRESENCE: { status, cssClass: `presence-${status.toLowerCase()}` },
      COMMENT: { comment: null },
    },
  };
}

export const FIXTURE_ITEMS: InternalContactItem[] = [
  item(
    12,
    '山田 太郎',
    'ヤマダ タロウ',
    'Taro Yamada',
    '課長',
    [
      [11, '第一営業部'],
      [21, 'プラットフォーム部'],
    ],
    'AVAILABLE',
    '1201',
    1,
  ),
  item(
    13,
    '髙橋 花子',
    'タカハシ ハナコ',
    'Hanako Takahashi',
    '主任',
    [[11, '第一営業部']],
    'IN_A_MEETING',
    '1202',
  ),
  item(14, '渡邉 健', 'ワタナベ ケン', 'Ken Watanabe', null, [[12, '第二営業部']], 'AWAY', '1301'),
  item(15, '齋藤 美咲', 'サイトウ ミサキ', 'Misaki Saito', '部長', [[3, '総務部']], 'OFFLINE', '1401'),
  item(
    16,
    '佐藤 一郎',
    'サトウ イチロウ',
    'Ichiro Sato',
    null,
    [[21, 'プラットフォーム部']],
    'UNKNOWN',
    '1501',
  ),
];

const TEAMS = {
  clientName: 'Microsoft Teams',
  browserSingleUriScheme: 'msteams:/l/chat/0/0?users=',
  icon: 'teams',
};

/** People with every view column type the spec lists filled in (chat, Webex, location, ANPI, …). */
export const FIXTURE_ALL_COLUMN_ITEMS: InternalContactItem[] = FIXTURE_ITEMS.slice(0, 2).map(
  (person, index) => ({
    ...person,
    dynamicColumns: {
      ...person.dynamicColumns,
      PHONE_PRESENCE: { status: 'IN_A_CALL', cssClass: 'presence-in_a_call' },
      WEB_EX: {
        webExUrl: index === 0 ? 'https://example.webex.com/meet/taro.yamada' : null,
        zoomAccount: index === 0 ? null : 'hanako.takahashi@example.co.jp',
        o365Account: null,
      },
      LOCATION: {
        mobileLatitude: index === 0 ? 35.68123 : null,
        mobileLongitude: index === 0 ? 139.76712 : null,
        pcMacAddress: null,
        mobileMacAddress: null,
        exBeaconTagId: index === 0 ? null : 'TAG-0042',
        bleId: null,
      },
      CHAT: {
        chatAccountId1: person.dynamicColumns.EMAIL?.email1 ?? null,
        chatAccountId2: index === 0 ? 'U1012' : null,
        chatAccountId3: null,
        chatAccountId4: null,
        chatAccountId5: null,
        chats: [
          { ...TEAMS, chatAccountId: person.dynamicColumns.EMAIL?.email1 ?? '' },
          ...(index === 0
            ? [
                {
                  clientName: 'Slack',
                  browserSingleUriScheme: 'slack://user?team=&id=',
                  icon: 'slack',
                  chatAccountId: 'U1012',
                },
              ]
            : []),
        ],
      },
      DESTINATION:
        index === 0
          ? { userDestId: 3, userDestKind: 'CUSTOM', userDestName: '本社 3F', userDestColor: '#1565c0' }
          : { userDestId: null, userDestKind: null, userDestName: null, userDestColor: null },
      SKILL: { skill: index === 0 ? '法人営業' : null },
      CIRQLE: { url: index === 0 ? 'https://cirqle.example.com/u/12' : null },
      ANPI:
        index === 0
          ? { answer: '無事', comment: '在宅勤務中', answeredAt: '2025-04-01T00:30:00.000Z' }
          : { answer: null, comment: null, answeredAt: null },
      INTELLIGENCE_NAVI: { url: index === 0 ? 'https://navi.example.com/people/12' : null },
    },
  }),
);

export function fixturePage(items: InternalContactItem[], totalCount = items.length): InternalContactPage {
  return { items, totalCount, size: 30, offset: 0, page: 1, hasNext: totalCount > 30, hasPrevious: false };
}

export const FIXTURE_DETAIL: InternalContactDetail = {
  contactId: 12,
  userId: 12,
  accountId: 'yamada.taro',
  userType: 'REGULAR_USER',
  fullname: '山田 太郎',
  fullnameKana: 'ヤマダ タロウ',
  fullnameAlphabet: 'Taro Yamada',
  extensionNum: '1201',
  officeLinkExtensionNum: null,
  phoneNum: '03-1234-5678',
  mobileNum: null,
  companyMobileNum: '080-1234-1201',
  personalMobileNum: null,
  email1: 'taro.yamada@example.co.jp',
  email2: null,
  webUrl: 'https://example.co.jp/~yamada',
  employeeNum: 'E0012',
  post: '営業企画担当',
  position: '課長',
  comment: '火曜と木曜は在宅勤務です。',
  remarks: null,
  skill: '法人営業、提案書作成',
  jabberId: null,
  presence: { status: 'AVAILABLE', cssClass: 'presence-available' },
  m365Status: 'UNKNOWN',
  location: {
    mobileLatitude: null,
    mobileLongitude: null,
    pcMacAddress: null,
    mobileMacAddress: null,
    exBeaconTagId: null,
    bleId: null,
  },
  gotalkAvailable: false,
  talkAvailable: true,
  anpiLoginId: null,
  editAuthorizable: true,
  hasFaceImage: false,
  divisions: [
    {
      divisionId: 11,
      divisionName: '第一営業部',
      divisionNameKana: 'ダイイチエイギョウブ',
      parentDivisionNames: ['営業本部'],
      divisionPhoneNum: '03-1234-0011',
      divisionUrl: 'https://example.co.jp/sales1',
      divisionContactsCount: 14,
      isPrimary: true,
    },
  ],
  chats: [{ ...TEAMS, chatAccountId: 'taro.yamada@example.co.jp' }],
};

const FIXTURE_DIVISION_INFO: DivisionInfo = {
  divisionId: 11,
  divisionName: '第一営業部',
  parentDivisionNames: ['営業本部'],
  divisionPhoneNum: '03-1234-0011',
  divisionUrl: 'https://example.co.jp/sales1',
  comment: '首都圏の法人のお客様を担当しています。',
  editor: { contactId: 15, name: '齋藤 美咲', updatedAt: '2025-04-01T09:00:00.000Z' },
  editable: true,
};

/** Answers of the fixture server, by path under the API prefix. */
function answer(path: string): unknown {
  if (path === '/principal/tenant/internalSearchSettings') {
    return { searchDivisionRange: 'ALL', freeWordSearchType: 'FULLNAME' };
  }
  if (path === '/userInternalDispSettings') return { dispType: 'ALL', divisionIds: [] };
  if (path === '/settings/division') return { items: [] };
  if (path === '/division/children')
    return { items: FIXTURE_DIVISIONS.filter((d) => d.parentDivisionId === null) };
  const children = /^\/division\/children\/(\d+)$/.exec(path);
  if (children) return { items: FIXTURE_DIVISIONS.filter((d) => d.parentDivisionId === Number(children[1])) };
  if (path.startsWith('/division/partialTree/')) return { items: [] };
  if (/^\/division\/\d+\/info$/.test(path)) return FIXTURE_DIVISION_INFO;
  if (path.startsWith('/internalContacts/search')) return fixturePage(FIXTURE_ITEMS, 124);
  if (/^\/internalContact\/detail\/\d+$/.test(path)) return FIXTURE_DETAIL;
  if (/divisionUsers/.test(path)) {
    return {
      items: FIXTURE_ITEMS.slice(1).map(({ contactId, userId, fullname, fullnameKana, position }) => ({
        contactId,
        userId,
        fullname,
        fullnameKana,
        position,
        hasFaceImage: false,
      })),
      totalCount: 14,
    };
  }
  if (path.endsWith('/oneWord')) return { oneWord: '今期の目標は新規 20 社です！' };
  if (path.endsWith('/jobDescription'))
    return { jobDescription: '首都圏の法人営業と提案書作成を担当しています。' };
  if (path.endsWith('/urls')) {
    return {
      url1: 'https://example.co.jp/blog',
      url1Title: 'ブログ',
      url2: null,
      url2Title: null,
      url3: null,
      url3Title: null,
    };
  }
  if (path === '/o365/authentication') return { configured: false, authenticated: false, errorCode: null };
  if (/^\/internalContact\/personalInfoTags\/\d+$/.test(path))
    return { personalInfoTagId: 3, tagName: '法人営業', tagType: 'SKILL' };
  if (path.endsWith('/tags'))
    return { tagType: 'SKILL', items: [{ personalInfoTagId: 3, tagName: '法人営業' }] };
  if (path.endsWith('/briefHistories')) {
    return {
      items: [{ personalInfoBriefHistoryId: 1, briefHistoryDate: '2018-04-01', briefHistoryText: '入社' }],
    };
  }
  if (path.endsWith('/achievementHistories')) return { items: [] };
  if (path.endsWith('/customCols')) return { items: [] };
  if (path.endsWith('/aiSummary'))
    return { summary: null, state: 'NOT_ENOUGH', updatedAt: null, kind: null, lacking: 'PROFILE' };
  if (path.startsWith('/o365/schedules/')) {
    return {
      userId: 12,
      items: [
        {
          scheduleId: 1,
          rangeTime: { start: '2025-04-01T01:00:00.000Z', end: '2025-04-01T02:00:00.000Z' },
          subject: '定例会議',
          status: 'busy',
          location: '第1会議室',
        },
      ],
    };
  }
  return null;
}

/** A client whose fetch answers from the fixtures above: stories only, never tests. */
function createFixtureClient() {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://fixture',
    );
    const body = answer(url.pathname.replace(/^\/api\/browser/, ''));
    return new Response(JSON.stringify(body), {
      status: body === null ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return createKizunaClient({ fetch, baseURL: 'http://fixture' });
}

/** i18n in the story's language, a memory router and the fixture client. */
export function StoryProviders({
  language,
  path = '/internalContacts?page=1',
  children,
}: {
  language: 'en' | 'ja';
  path?: string;
  children: ReactNode;
}) {
  const client = createFixtureClient();
  return (
    <I18nextProvider i18n={createI18n({ lng: language })}>
      <ClientProvider clients={{ client, silentClient: client }}>
        <MemoryRouter initialEntries={[path]}>
          <ToastProvider>{children}</ToastProvider>
        </MemoryRouter>
      </ClientProvider>
    </I18nextProvider>
  );
}
