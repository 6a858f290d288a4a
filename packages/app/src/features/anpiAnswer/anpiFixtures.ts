import type {
  AnpiCheck,
  AnpiCounts,
  AnpiNonResponder,
  AnpiPerson,
  AnpiResults,
} from '@kizuna/api-client/contract';

export const TOKEN = 'A'.repeat(43);

export const DRILL: AnpiCheck = {
  checkId: 7,
  kind: 'DRILL',
  title: '震度5強 訓練',
  message: '本日の防災訓練です。安否を回答してください。',
  wholeCompany: false,
  divisions: [{ divisionId: 3, name: '営業一課' }],
  startedAt: '2026-11-26T01:00:00.000Z',
  startedBy: { userId: 1, fullname: '管理 花子' },
  closedAt: null,
  closedBy: null,
  targetCount: 3,
  answeredCount: 1,
};

export function counts(values: Partial<AnpiCounts>): AnpiCounts {
  return {
    targets: 0,
    answered: 0,
    unanswered: 0,
    safe: 0,
    minorInjury: 0,
    seriousInjury: 0,
    canWork: 0,
    cannotWork: 0,
    ...values,
  };
}

export const RESULTS: AnpiResults = {
  check: DRILL,
  scope: 'COMPANY',
  totals: counts({ targets: 3, answered: 1, unanswered: 2, minorInjury: 1, cannotWork: 1 }),
  divisions: [
    {
      divisionId: 3,
      name: '営業一課',
      counts: counts({ targets: 3, answered: 1, unanswered: 2, minorInjury: 1, cannotWork: 1 }),
    },
  ],
};

export const SUZUKI: AnpiNonResponder = {
  userId: 21,
  fullname: '鈴木 一郎',
  divisionName: '営業一課',
  extensionNum: '1002',
  phoneNum: '03-5555-1002',
  mobileNum: '090-1234-5678',
  email: 'suzuki@example.com',
};

/** Suzuki as the results list shows him: not answered yet. */
export const SUZUKI_WAITING: AnpiPerson = {
  ...SUZUKI,
  fullnameKana: 'スズキ イチロウ',
  fullnameAlphabet: 'Ichiro Suzuki',
  divisionId: 3,
  answer: null,
};

/** Someone who answered with a minor injury and cannot come in. */
export const TANAKA_HURT: AnpiPerson = {
  userId: 22,
  fullname: '田中 花子',
  fullnameKana: 'タナカ ハナコ',
  fullnameAlphabet: 'Hanako Tanaka',
  divisionId: 3,
  divisionName: '営業一課',
  extensionNum: '1003',
  phoneNum: null,
  mobileNum: null,
  email: null,
  answer: {
    safety: 'MINOR_INJURY',
    canWork: false,
    comment: '足をひねりました。自宅で休んでいます。',
    // 13:05 on the viewer's clock, wherever the test runs.
    answeredAt: new Date(2026, 11, 7, 13, 5).toISOString(),
    enteredBy: null,
  },
};
