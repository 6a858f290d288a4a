/** Profile texts the seed gives people: posts, skills, comments, profile sections (Japanese). */

export const POSTS = [
  '営業担当',
  '経理担当',
  '人事担当',
  'プロジェクトリーダー',
  'システム管理者',
  '広報担当',
  '品質保証担当',
  '法務担当',
  '採用担当',
  'カスタマーサポート',
] as const;

export const SKILLS = [
  '英語（TOEIC 850）',
  '中国語（日常会話）',
  'Excel マクロ',
  '簿記2級',
  'ネットワーク設計',
  'プレゼンテーション',
  '契約書レビュー',
  'データ分析',
  'Java, TypeScript',
  '社内研修講師',
] as const;

export const COMMENTS = [
  '午前中は外出していることが多いです。',
  'お気軽にチャットでご連絡ください。',
  '火曜と木曜は在宅勤務です。',
  '経費精算の相談はこちらまで。',
  '新規プロジェクトのメンバー募集中です。',
] as const;

export const REMARKS = [
  '時短勤務（9:30〜16:30）',
  '育児休業から復帰しました',
  '大阪支社と兼務',
  '英語対応可',
] as const;

export const ONE_WORDS = [
  '今月から新しいチームに加わりました。よろしくお願いします！',
  '週末は山登りをしています。',
  '困ったことがあれば何でも相談してください。',
  'コーヒー好きです。おすすめを教えてください。',
] as const;

export const JOB_DESCRIPTIONS = [
  '法人顧客向けの提案営業と既存顧客のフォローを担当しています。',
  '月次決算と予算管理、経費精算の確認を担当しています。',
  '社内システムの運用と、アカウント・端末の管理を担当しています。',
  '採用計画の立案と面接の調整、入社手続きを担当しています。',
] as const;

export const SKILL_TAGS = ['交渉', '英語', 'データ分析', 'プロジェクト管理', '法務', '財務分析'] as const;
export const TOOL_TAGS = ['Excel', 'Salesforce', 'TypeScript', 'PostgreSQL', 'Figma', 'Tableau'] as const;
export const QUALIFICATION_TAGS = [
  '日商簿記2級',
  '基本情報技術者',
  'TOEIC 850',
  '社会保険労務士',
  '宅地建物取引士',
] as const;

export const BRIEF_HISTORIES = [
  ['2015-04-01', '入社、営業本部に配属'],
  ['2018-10-01', '大阪支社へ異動'],
  ['2021-04-01', '本社 経営企画室へ異動'],
  ['2023-04-01', '現部署に着任'],
] as const;

export const ACHIEVEMENTS = [
  ['2019-03-31', '年間営業目標 120% 達成'],
  ['2022-09-30', '基幹システム刷新プロジェクトを完了'],
  ['2024-03-31', '社長賞 受賞'],
] as const;

export const SCHEDULE_SUBJECTS = [
  ['定例会議', '会議室A', 'busy'],
  ['顧客訪問', '丸の内オフィス', 'oof'],
  ['1on1', null, 'busy'],
  ['資料作成', null, 'tentative'],
  ['在宅勤務', '自宅', 'workingElsewhere'],
] as const;

/** Presence of seeded people, weighted towards a normal office day. */
export const SEEDED_PRESENCE = [
  'AVAILABLE',
  'AVAILABLE',
  'AVAILABLE',
  'BUSY',
  'IN_A_MEETING',
  'AWAY',
  'BE_RIGHT_BACK',
  'OFFLINE',
  'DO_NOT_DISTURB',
  'OUT_OF_OFFICE',
  'AVAILABLE',
  'OFFWORK',
] as const;

/** Division comments: some divisions introduce themselves. */
export const DIVISION_COMMENTS = [
  '会社の中長期計画の策定と、全社プロジェクトの推進を担当しています。',
  '社内の庶務・設備・規程管理を担当しています。備品のご相談はお気軽に。',
  '社員の採用・育成・労務を担当しています。',
  '社内システムとネットワーク、PC の調達・管理を担当しています。ヘルプデスクは内線 1999 です。',
] as const;
