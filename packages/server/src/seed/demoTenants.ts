import { ADMIN_ROLES, type AdminRole, type TenantFeature } from '@kizuna/api-client/contract';

/** A division and its children: [name, kana, children]. */
export type DivisionSpec = readonly [name: string, kana: string, children?: readonly DivisionSpec[]];

export interface AccountSpec {
  readonly accountId: string;
  readonly password: string;
  readonly fullname: string;
  readonly fullnameKana: string;
  readonly fullnameAlphabet: string;
  readonly division: string;
  readonly isAdmin: boolean;
  readonly roles: readonly AdminRole[];
  readonly virtualRoles: readonly string[];
  readonly extensionNum: string;
  readonly position: string | null;
}

export interface NoticeSpec {
  readonly title: string;
  readonly memo: string;
  readonly important: 0 | 1 | 2;
  /** Days from the seeding moment. */
  readonly startDays: number;
  /** Days from the seeding moment; null for an indefinite notice. */
  readonly endDays: number | null;
  readonly enabled: boolean;
}

export interface TenantSpec {
  readonly code: string;
  readonly name: string;
  readonly provideType: 'COMMERCIAL' | 'TRIAL';
  readonly callControlMode: 'CUCM' | 'TEL_COLON';
  readonly features: readonly TenantFeature[];
  readonly organization: { name: string; address: string; url: string; phone: string };
  readonly feedbackUrl: string | null;
  readonly appLinkUrl: string | null;
  readonly divisions: readonly DivisionSpec[];
  readonly accounts: readonly AccountSpec[];
  /** Generated people on first seeding. */
  readonly people: number;
  readonly notices: readonly NoticeSpec[];
}

const DEMO_DIVISIONS: readonly DivisionSpec[] = [
  [
    '本社',
    'ホンシャ',
    [
      ['経営企画室', 'ケイエイキカクシツ'],
      [
        '総務部',
        'ソウムブ',
        [
          ['総務課', 'ソウムカ'],
          ['法務課', 'ホウムカ'],
        ],
      ],
      [
        '人事部',
        'ジンジブ',
        [
          ['人事課', 'ジンジカ'],
          ['採用課', 'サイヨウカ'],
        ],
      ],
      ['経理部', 'ケイリブ'],
      [
        '情報システム部',
        'ジョウホウシステムブ',
        [
          ['インフラ課', 'インフラカ'],
          ['アプリケーション開発課', 'アプリケーションカイハツカ'],
        ],
      ],
      [
        '営業本部',
        'エイギョウホンブ',
        [
          [
            '第一営業部',
            'ダイイチエイギョウブ',
            [
              ['営業一課', 'エイギョウイッカ'],
              ['営業二課', 'エイギョウニカ'],
            ],
          ],
          ['第二営業部', 'ダイニエイギョウブ'],
          ['海外営業部', 'カイガイエイギョウブ'],
        ],
      ],
      [
        '技術本部',
        'ギジュツホンブ',
        [
          ['開発部', 'カイハツブ'],
          ['品質保証部', 'ヒンシツホショウブ'],
        ],
      ],
      ['大阪支社', 'オオサカシシャ', [['大阪営業部', 'オオサカエイギョウブ']]],
      ['名古屋支社', 'ナゴヤシシャ'],
      ['福岡営業所', 'フクオカエイギョウショ'],
    ],
  ],
];

const TRIAL_DIVISIONS: readonly DivisionSpec[] = [
  [
    '本社',
    'ホンシャ',
    [
      ['営業部', 'エイギョウブ'],
      ['開発部', 'カイハツブ'],
      ['管理部', 'カンリブ'],
    ],
  ],
];

/** The logistics company of the demo group: its directory is what demo's group-company pages show. */
const LOGISTICS_DIVISIONS: readonly DivisionSpec[] = [
  [
    '本社',
    'ホンシャ',
    [
      ['経営管理部', 'ケイエイカンリブ'],
      [
        '輸送事業部',
        'ユソウジギョウブ',
        [
          ['東日本輸送課', 'ヒガシニホンユソウカ'],
          ['西日本輸送課', 'ニシニホンユソウカ'],
        ],
      ],
      ['倉庫管理部', 'ソウコカンリブ'],
    ],
  ],
  ['物流センター', 'ブツリュウセンター', [['川崎センター', 'カワサキセンター']]],
];

function notices(prefix: string): NoticeSpec[] {
  return [
    {
      title: `${prefix}年末年始の休業について`,
      memo: '12月29日から1月3日まで休業します。緊急の連絡は総務部までお願いします。',
      important: 2,
      startDays: -3,
      endDays: 30,
      enabled: true,
    },
    {
      title: `${prefix}内線番号の一部変更について`,
      memo: '営業本部の内線番号が変わりました。最新の番号は社内電話帳で確認してください。',
      important: 1,
      startDays: -10,
      endDays: null,
      enabled: true,
    },
    {
      title: `${prefix}社内報を公開しました`,
      memo: '今月号では新しく配属された方々を紹介しています。',
      important: 0,
      startDays: -1,
      endDays: 60,
      enabled: true,
    },
    {
      title: `${prefix}夏季休暇の申請期限`,
      memo: '夏季休暇の申請は締め切りました。',
      important: 1,
      startDays: -120,
      endDays: -60,
      enabled: true,
    },
    {
      title: `${prefix}新オフィスへの移転について`,
      memo: '移転の詳細は後日お知らせします。',
      important: 2,
      startDays: 10,
      endDays: 40,
      enabled: true,
    },
    {
      title: `${prefix}健康診断の日程（下書き）`,
      memo: '日程を調整中です。',
      important: 0,
      startDays: -5,
      endDays: null,
      enabled: false,
    },
  ];
}

/**
 * `demo` runs in CUCM mode: the call-manager features are on, so call control can be shown
 * end to end once the simulated phone system stands in for the call manager.
 *
 * The demo tenants turn on only features whose pages the app has built, so no menu entry of a demo
 * account leads to a missing page. Talk, thanks, safety checks, place maps (IBASHO: Kizuna's own
 * site model, with two simulated floors) and the vendor location sources (CMX, Meraki, beacons:
 * idle until an administrator sets them up) are on; voice talk, document search (FILE_STORAGE),
 * Outlook sync and the vendor imports of the admin area (Sansan, Salesforce, dial pickup, partner
 * API) are turned on here as their pages are built. The user rights that go with them (virtual roles)
 * are seeded already and take effect once the tenant has the feature.
 */
export const DEMO_TENANTS: readonly TenantSpec[] = [
  {
    code: 'demo',
    name: 'きずな商事株式会社',
    provideType: 'COMMERCIAL',
    callControlMode: 'CUCM',
    features: [
      'CUSTOM_PRESENCE',
      'OFFICE_LINK',
      'CUCM',
      'CALL_SETTINGS',
      // The reception desk's monitored numbers (admin: dial pickup).
      'DIAL_PICKUP',
      'OCR_MACHINE',
      'COMPANY_SEARCH',
      'TOGO',
      'DIVISION_INTRODUCTION',
      'AI_SUMMARY',
      'FEEDBACK',
      'TALK',
      'THANKS',
      'ANPI',
      'AZURE_ACTIVE_DIRECTORY',
      'ACTIVE_DIRECTORY',
      'PAAPI',
      // The business-card import from Sansan: idle until its page is given a key.
      'SANSAN',
      // Places: Kizuna's own site model (place floors), with the simulated site of seedPlaces.
      'IBASHO',
      // The vendor location sources: each stays idle until its settings page sets it up.
      'CMX',
      'MERAKI',
      'EX_BEACON',
    ],
    organization: {
      name: 'きずな商事株式会社',
      address: '東京都千代田区丸の内1-1-1',
      url: 'https://www.example.com/',
      phone: '03-5555-0100',
    },
    feedbackUrl: null,
    appLinkUrl: 'https://kizuna.example.com/open',
    divisions: DEMO_DIVISIONS,
    accounts: [
      {
        accountId: 'admin',
        password: 'Kizuna-Admin1',
        fullname: '管理 花子',
        fullnameKana: 'カンリ ハナコ',
        fullnameAlphabet: 'Hanako Kanri',
        division: '情報システム部',
        isAdmin: true,
        roles: ADMIN_ROLES,
        virtualRoles: [
          'V_TENANT_TOGO_AVAILABLE',
          'TENANT_GROUP_COMPANIES_AVAILABLE',
          'USER_INTERNAL_CONTACT_ADMIN',
          'USER_THANKS_AVAILABLE',
          'USER_OCR_TYPES_MACHINE',
          'USER_PAAPI_AVAILABLE',
        ],
        extensionNum: '1000',
        position: '部長',
      },
      {
        accountId: 'yamada.taro',
        password: 'Kizuna-User1',
        fullname: '山田 太郎',
        fullnameKana: 'ヤマダ タロウ',
        fullnameAlphabet: 'Taro Yamada',
        division: '営業一課',
        isAdmin: false,
        roles: [],
        virtualRoles: [
          'USER_THANKS_AVAILABLE',
          'USER_GOTALK_AVAILABLE',
          'USER_OCR_TYPES_MACHINE',
          'TENANT_GROUP_COMPANIES_AVAILABLE',
          'USER_PAAPI_AVAILABLE',
        ],
        extensionNum: '1001',
        position: '主任',
      },
    ],
    people: 220,
    notices: notices(''),
  },
  {
    code: 'trial',
    name: 'トライアル株式会社',
    provideType: 'TRIAL',
    callControlMode: 'TEL_COLON',
    features: ['COMPANY_SEARCH', 'FEEDBACK'],
    organization: {
      name: 'トライアル株式会社',
      address: '大阪府大阪市北区梅田2-2-2',
      url: 'https://trial.example.com/',
      phone: '06-5555-0200',
    },
    feedbackUrl: null,
    appLinkUrl: null,
    divisions: TRIAL_DIVISIONS,
    accounts: [
      {
        accountId: 'admin',
        password: 'Kizuna-Admin1',
        fullname: '試用 管理者',
        fullnameKana: 'シヨウ カンリシャ',
        fullnameAlphabet: 'Kanrisha Shiyo',
        division: '管理部',
        isAdmin: true,
        roles: ['ADMIN_COMPANY', 'ADMIN_DIVISION', 'ADMIN_USER', 'ADMIN_INFORMATION'],
        virtualRoles: [],
        extensionNum: '2000',
        position: null,
      },
    ],
    people: 10,
    notices: notices('【トライアル】'),
  },
  {
    code: 'kizuna-logistics',
    name: 'キズナ物流株式会社',
    provideType: 'COMMERCIAL',
    callControlMode: 'TEL_COLON',
    features: ['TOGO', 'FEEDBACK'],
    organization: {
      name: 'キズナ物流株式会社',
      address: '神奈川県川崎市川崎区東扇島3-3-3',
      url: 'https://logistics.example.com/',
      phone: '044-555-0300',
    },
    feedbackUrl: null,
    appLinkUrl: null,
    divisions: LOGISTICS_DIVISIONS,
    accounts: [
      {
        accountId: 'admin',
        password: 'Kizuna-Admin1',
        fullname: '物流 管理者',
        fullnameKana: 'ブツリュウ カンリシャ',
        fullnameAlphabet: 'Kanrisha Butsuryu',
        division: '経営管理部',
        isAdmin: true,
        roles: ['ADMIN_COMPANY', 'ADMIN_DIVISION', 'ADMIN_USER'],
        virtualRoles: ['TENANT_GROUP_COMPANIES_AVAILABLE'],
        extensionNum: '3000',
        position: '課長',
      },
    ],
    people: 30,
    notices: notices('【キズナ物流】'),
  },
];

/** Group links of the demo tenants, made on both sides (see tenant_group_links). */
export const DEMO_GROUP_LINKS: readonly (readonly [tenantCode: string, groupCode: string])[] = [
  ['demo', 'kizuna-logistics'],
];
