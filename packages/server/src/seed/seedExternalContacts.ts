import type { Db } from '../db/createDatabase.js';
import { insertExternalContacts, type ExternalContactInput } from '../modules/externalContacts/index.js';
import { selectTenantRows } from '../db/tenantRows.js';

interface FolderSpec {
  readonly name: string;
  readonly description: string;
  /** Owner's account id for a personal folder; absent for a common folder. */
  readonly owner?: string;
  readonly tenantPublic?: boolean;
  readonly usersCanEdit?: boolean;
  readonly contacts: readonly ExternalContactInput[];
}

const DEMO_FOLDERS: readonly FolderSpec[] = [
  {
    name: '取引先',
    description: '全社で共有する取引先の担当者',
    usersCanEdit: true,
    contacts: [
      {
        fullname: '佐々木 健一',
        fullnameKana: 'ささき けんいち',
        fullnameAlphabet: 'Kenichi Sasaki',
        companyName: '株式会社みなと商事',
        companyNameKana: 'みなとしょうじ',
        divisionName: '営業本部 第一営業部',
        position: '部長',
        phoneNum: '03-5555-0101',
        mobileNum: '090-1111-0101',
        email1: 'k.sasaki@minato-shoji.example.jp',
        companyZipcode: '105-0022',
        companyAddress1: '東京都港区海岸1-2-3',
        companyAddress2: 'みなとビル 8階',
        companyUrl: 'https://minato-shoji.example.jp',
        sortScore: 10,
      },
      {
        fullname: '高橋 美咲',
        fullnameKana: 'たかはし みさき',
        fullnameAlphabet: 'Misaki Takahashi',
        companyName: '株式会社みなと商事',
        companyNameKana: 'みなとしょうじ',
        divisionName: '購買部',
        position: '主任',
        phoneNum: '03-5555-0102',
        email1: 'm.takahashi@minato-shoji.example.jp',
        companyAddress1: '東京都港区海岸1-2-3',
      },
      {
        fullname: '渡辺 大輔',
        fullnameKana: 'わたなべ だいすけ',
        fullnameAlphabet: 'Daisuke Watanabe',
        companyName: '北斗システム株式会社',
        companyNameKana: 'ほくとしすてむ',
        divisionName: 'ソリューション事業部',
        position: '課長',
        phoneNum: '06-6666-0201',
        companyMobileNum: '080-2222-0201',
        email1: 'watanabe@hokuto-sys.example.jp',
        companyAddress1: '大阪府大阪市北区梅田2-4-6',
        webUrl: 'https://hokuto-sys.example.jp',
      },
      {
        fullname: '伊藤 さくら',
        fullnameKana: 'いとう さくら',
        fullnameAlphabet: 'Sakura Ito',
        companyName: '桜井デザイン事務所',
        companyNameKana: 'さくらいでざいんじむしょ',
        position: '代表',
        phoneNum: '045-777-0301',
        personalMobileNum: '070-3333-0301',
        email1: 'ito@sakurai-design.example.jp',
        companyAddress1: '神奈川県横浜市中区山下町5-1',
      },
      {
        fullname: '中村 翔太',
        fullnameKana: 'なかむら しょうた',
        companyName: '東西物流株式会社',
        companyNameKana: 'とうざいぶつりゅう',
        divisionName: '配送センター',
        phoneNum: '052-888-0401',
        faxNum: '052-888-0409',
        email1: 'nakamura@tozai-logi.example.jp',
        companyAddress1: '愛知県名古屋市中村区名駅3-7-9',
      },
      {
        fullname: 'Emily Clark',
        fullnameKana: 'えみりー くらーく',
        fullnameAlphabet: 'Emily Clark',
        companyName: 'Northwind Trading Ltd.',
        divisionName: 'Asia Pacific Sales',
        position: 'Account Manager',
        phoneNum: '+44-20-7946-0501',
        email1: 'emily.clark@northwind.example.com',
        companyAddress1: '1 Harbour Street, London',
      },
    ],
  },
  {
    name: '協力会社',
    description: '工事・保守の協力会社（編集は共通連絡先管理者のみ）',
    contacts: [
      {
        fullname: '小林 誠',
        fullnameKana: 'こばやし まこと',
        companyName: '小林電設株式会社',
        companyNameKana: 'こばやしでんせつ',
        position: '代表取締役',
        phoneNum: '03-5555-0601',
        mobileNum: '090-1111-0601',
        email1: 'makoto@kobayashi-densetsu.example.jp',
      },
      {
        fullname: '山本 由美',
        fullnameKana: 'やまもと ゆみ',
        companyName: 'ひかりネットワーク保守',
        companyNameKana: 'ひかりねっとわーくほしゅ',
        divisionName: 'カスタマーサポート',
        phoneNum: '0120-555-0701',
        email1: 'support@hikari-nw.example.jp',
        comment: '夜間・休日の障害連絡はこちら',
      },
    ],
  },
  {
    name: '役員専用',
    description: '役員秘書室が管理する連絡先',
    tenantPublic: false,
    contacts: [
      {
        fullname: '加藤 隆',
        fullnameKana: 'かとう たかし',
        companyName: '日本橋銀行',
        companyNameKana: 'にほんばしぎんこう',
        position: '常務取締役',
        phoneNum: '03-5555-0801',
      },
    ],
  },
  {
    name: '展示会の名刺',
    description: '展示会で交換した名刺（会社名簿のもと）',
    contacts: [
      {
        fullname: '岡田 悠人',
        fullnameKana: 'おかだ ゆうと',
        companyName: '㈱みなと商事',
        companyNameKana: 'みなとしょうじ',
        divisionName: '営業本部 第二営業部',
        position: '係長',
        phoneNum: '03-6666-1201',
        email1: 'y.okada@minato-shoji.example.jp',
        companyZipcode: '105-0022',
        companyAddress1: '東京都港区海岸1-2-3',
        companyAddress2: 'みなとビル 8階',
        companyUrl: 'https://minato-shoji.example.jp',
        companyPhoneNum: '03-6666-1200',
      },
      {
        fullname: '石川 玲奈',
        fullnameKana: 'いしかわ れな',
        companyName: '株式会社みなと商事',
        companyNameKana: 'みなとしょうじ',
        divisionName: '営業本部 第一営業部',
        phoneNum: '03-6666-1202',
        email1: 'r.ishikawa@minato-shoji.example.jp',
      },
      {
        fullname: '前田 圭',
        fullnameKana: 'まえだ けい',
        companyName: '株式会社みなと商事',
        companyNameKana: 'みなとしょうじ',
        divisionName: '経営企画部',
        position: '部長',
        phoneNum: '03-6666-1203',
      },
      {
        fullname: '藤田 光',
        fullnameKana: 'ふじた ひかる',
        companyName: '北斗システム株式会社',
        companyNameKana: 'ほくとしすてむ',
        divisionName: 'ソリューション事業部 第二課',
        phoneNum: '06-6666-1204',
        email1: 'fujita@hokuto-sys.example.jp',
        companyUrl: 'https://hokuto-sys.example.jp',
      },
      {
        fullname: '村上 彩',
        fullnameKana: 'むらかみ あや',
        companyName: '北斗システム株式会社',
        companyNameKana: 'ほくとしすてむ',
        divisionName: '開発本部',
        position: 'エンジニア',
        phoneNum: '06-6666-1205',
      },
      {
        fullname: '坂本 剛',
        fullnameKana: 'さかもと つよし',
        companyName: '東西物流株式会社',
        companyNameKana: 'とうざいぶつりゅう',
        divisionName: '営業部',
        position: '営業部長',
        phoneNum: '052-888-1206',
        companyPhoneNum: '052-888-1299',
      },
    ],
  },
  {
    name: '個人の連絡先',
    description: '',
    owner: 'yamada.taro',
    contacts: [
      {
        fullname: '吉田 真由美',
        fullnameKana: 'よしだ まゆみ',
        companyName: 'よしだ税理士事務所',
        companyNameKana: 'よしだぜいりしじむしょ',
        phoneNum: '03-5555-0901',
        mobileNum: '090-1111-0901',
        email1: 'yoshida@yoshida-tax.example.jp',
      },
      {
        fullname: '松本 拓也',
        fullnameKana: 'まつもと たくや',
        companyName: '松本印刷',
        companyNameKana: 'まつもといんさつ',
        phoneNum: '048-999-1001',
      },
    ],
  },
  {
    name: '個人の連絡先',
    description: '',
    owner: 'admin',
    contacts: [
      {
        fullname: '井上 直樹',
        fullnameKana: 'いのうえ なおき',
        companyName: 'クラウドワークス合同会社',
        companyNameKana: 'くらうどわーくす',
        phoneNum: '03-5555-1101',
        email1: 'inoue@cloudworks.example.jp',
      },
    ],
  },
];

const TRIAL_FOLDERS: readonly FolderSpec[] = [
  {
    name: '取引先',
    description: '',
    contacts: [
      {
        fullname: '森 優子',
        fullnameKana: 'もり ゆうこ',
        companyName: 'もりもり食品',
        phoneNum: '011-222-3301',
      },
    ],
  },
  { name: '個人の連絡先', description: '', owner: 'admin', contacts: [] },
];

/**
 * Common and personal folders with Japanese business contacts. Their office numbers 03-5555-0101,
 * 06-6666-0201 and 03-5555-0601 (and the others) are known numbers an outside call can come from.
 */
export async function seedExternalContacts(
  db: Db,
  tenantId: number,
  tenantCode: string,
  now: Date,
): Promise<void> {
  const folders = tenantCode === 'demo' ? DEMO_FOLDERS : tenantCode === 'trial' ? TRIAL_FOLDERS : [];
  await db.transaction().execute(async (trx) => {
    for (const [sort, spec] of folders.entries()) {
      const owner = spec.owner
        ? await selectTenantRows(trx, 'users', tenantId)
            .select('id')
            .where('account_id', '=', spec.owner)
            .executeTakeFirst()
        : undefined;
      if (spec.owner && !owner) continue;
      const folder = await trx
        .insertInto('contact_folders')
        .values({
          tenant_id: tenantId,
          folder_type: owner ? 'PERSONAL' : 'COMMON',
          owner_user_id: owner?.id ?? null,
          name: spec.name,
          description: spec.description,
          tenant_public: spec.tenantPublic ?? true,
          users_can_edit: spec.usersCanEdit ?? false,
          sort_score: sort,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertExternalContacts(trx, tenantId, { folderId: folder.id }, spec.contacts, owner?.id ?? null);
    }
  });
}
