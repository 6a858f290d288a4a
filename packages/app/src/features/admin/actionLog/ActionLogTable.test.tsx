import type { ActionLogEntry } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ActionLogTable } from './ActionLogTable';

const ENTRIES: ActionLogEntry[] = [
  {
    id: 2,
    at: '2026-04-01T01:30:00.000Z',
    actor: { userId: 1, accountId: 'admin', fullName: '管理 花子' },
    actorLabel: null,
    ip: '192.0.2.1',
    action: 'company.update',
    target: 'tenant:1',
    before: { hideUserType: false, organizationName: 'デモ商事' },
    after: { hideUserType: true, organizationName: '絆商事' },
    changes: [
      { field: 'hideUserType', before: false, after: true },
      { field: 'organizationName', before: 'デモ商事', after: '絆商事' },
    ],
  },
  {
    id: 1,
    at: '2026-04-01T01:00:00.000Z',
    actor: null,
    actorLabel: null,
    ip: '198.51.100.7',
    action: 'auth.signInFailed',
    target: 'account:no.one',
    before: null,
    after: { accountId: 'no.one', reason: 'UNKNOWN_ACCOUNT' },
    changes: [
      { field: 'accountId', before: null, after: 'no.one' },
      { field: 'reason', before: null, after: 'UNKNOWN_ACCOUNT' },
    ],
  },
  {
    id: 3,
    at: '2026-04-01T02:00:00.000Z',
    actor: null,
    actorLabel: 'SCIM token Entra ID',
    ip: '203.0.113.9',
    action: 'scim.user.create',
    target: 'user:41',
    before: null,
    after: { accountId: 'new.person' },
    changes: [{ field: 'accountId', before: null, after: 'new.person' }],
  },
];

describe('ActionLogTable', () => {
  it('shows a settings change as before → after in words, and a failed sign-in with the account tried', () => {
    renderWithProviders(<ActionLogTable entries={ENTRIES} />);
    const [, change, signIn] = screen.getAllByRole('row');
    expect(within(change!).getByText('Company settings changed')).toBeInTheDocument();
    expect(change).toHaveTextContent('Hide user types Off → On');
    expect(change).toHaveTextContent('Company name デモ商事 → 絆商事');
    expect(change).not.toHaveTextContent('tenant:1');
    expect(signIn).toHaveTextContent('Sign-in failed');
    expect(signIn).toHaveTextContent('no.one');
    expect(signIn).toHaveTextContent('Reason No such account');
    expect(signIn).not.toHaveTextContent('→');
  });

  it('names the token behind a change no person made', () => {
    renderWithProviders(<ActionLogTable entries={ENTRIES} />);
    const scim = screen.getAllByRole('row')[3]!;
    expect(scim).toHaveTextContent('SCIM token Entra ID');
  });

  it('says it in Japanese', () => {
    renderWithProviders(<ActionLogTable entries={ENTRIES} />, { language: 'ja' });
    const [header, change] = screen.getAllByRole('row');
    expect(header).toHaveTextContent('変更前 → 変更後');
    expect(change).toHaveTextContent('会社情報の変更');
    expect(change).toHaveTextContent('ユーザー種別を表示しない オフ → オン');
  });

  it('shows the time in the company’s zone and every operation and field by name, in Japanese', () => {
    const division: ActionLogEntry = {
      id: 9,
      at: '2026-12-06T15:30:00.000Z',
      actor: { userId: 1, accountId: 'admin', fullName: '管理 花子' },
      actorLabel: null,
      ip: '192.0.2.1',
      action: 'division.update',
      target: 'division:4',
      before: {},
      after: {},
      changes: [
        { field: 'divisionName', before: '営業部', after: '営業本部' },
        { field: 'divisionPhoneNum', before: '03-1111-2222', after: '03-1111-3333' },
      ],
    };
    const notice: ActionLogEntry = {
      ...division,
      id: 10,
      action: 'information.update',
      target: 'information:3',
      changes: [{ field: 'important', before: 0, after: 2 }],
    };
    renderWithProviders(<ActionLogTable entries={[division, notice]} />, { language: 'ja' });
    const [, divisionRow, noticeRow] = screen.getAllByRole('row');
    expect(within(divisionRow!).getByText('2026/12/07 00:30')).toBeInTheDocument();
    expect(divisionRow).toHaveTextContent('部署の変更');
    expect(divisionRow).toHaveTextContent('部署名 営業部 → 営業本部');
    expect(divisionRow).toHaveTextContent('部署の電話番号 03-1111-2222 → 03-1111-3333');
    expect(noticeRow).toHaveTextContent('重要度 低 → 高');
    for (const code of ['division.update', 'divisionPhoneNum', 'important', 'T15:30']) {
      expect(screen.getByRole('table')).not.toHaveTextContent(code);
    }
  });
});

describe('ActionLogTable of the principal’s company settings', () => {
  const entry: ActionLogEntry = {
    ...ENTRIES[0]!,
    changes: [
      { field: 'feedbackUrl', before: '', after: 'https://intranet.kizuna.example/feedback' },
      { field: 'contactExportPersonal', before: true, after: false },
      { field: 'ocrMachineUsers', before: 'GRANTED', after: 'EVERYONE' },
    ],
  };

  it.each([
    [
      'en',
      [
        'Feedback page (none) → https://intranet.kizuna.example/feedback',
        'Export of personal folders On → Off',
        'Who may read business cards (machine) People given it → Everyone',
      ],
    ],
    [
      'ja',
      [
        'フィードバックの URL （なし） → https://intranet.kizuna.example/feedback',
        '個人フォルダーのエクスポート オン → オフ',
        '名刺読み取り（機械）を使える人 許可された人 → 全員',
      ],
    ],
  ] as const)('names each field and choice in %s', (language, texts) => {
    renderWithProviders(<ActionLogTable entries={[entry]} />, { language });
    const change = screen.getAllByRole('row')[1]!;
    for (const text of texts) expect(change).toHaveTextContent(text);
  });
});
