import { createKizunaClient } from '@kizuna/api-client';
import type { UserImportJob, UserImportResult } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UserImportDialog } from './UserImportDialog';

function renderDialog(
  routes: Record<string, (call: FakeApiCall) => unknown>,
  options: { language?: Language; onImported?: () => void } = {},
) {
  const api = fakeApiFetch(routes);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <UserImportDialog onImported={options.onImported ?? vi.fn()} onClose={vi.fn()} pollMs={10} />
    </ClientProvider>,
    { language: options.language ?? 'en' },
  );
  return api;
}

function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return user.upload(input, new File(['x'], 'users.csv', { type: 'text/csv' }));
}

/** The administration calls made, without the XSRF token's. */
const requests = (api: ReturnType<typeof fakeApiFetch>) =>
  api.calls.filter((call) => call.path.startsWith('/admin/')).map((call) => `${call.method} ${call.path}`);

function job(fields: Partial<UserImportJob>): UserImportJob {
  return {
    jobId: 7,
    state: 'QUEUED',
    fileName: 'users.csv',
    lineCount: null,
    problem: null,
    result: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...fields,
  };
}

describe('UserImportDialog', () => {
  it('lists the lines with errors, field and reason in the person’s language, and imports nothing', async () => {
    const user = userEvent.setup();
    const preview: UserImportResult = {
      applied: false,
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 2,
      lines: [
        { lineNumber: 2, accountId: 'sato', fullname: '佐藤 一郎', outcome: 'create', issues: [] },
        {
          lineNumber: 3,
          accountId: 'kato',
          fullname: '加藤 花子',
          outcome: 'error',
          issues: [{ column: 'mainDivision', key: 'divisionNotFound', values: { code: 'X9' } }],
        },
        {
          lineNumber: 4,
          accountId: 'sato',
          fullname: '',
          outcome: 'error',
          issues: [
            { column: 'accountId', key: 'duplicate', values: { line: 2 } },
            { column: 'fullname', key: 'required' },
          ],
        },
      ],
    };
    const api = renderDialog({ 'POST /admin/users/import/preview': () => preview }, { language: 'ja' });
    await chooseFile(user);
    expect(await screen.findByText('主所属部署コード：コード「X9」の部署がありません。')).toBeInTheDocument();
    expect(screen.getByText('アカウントID：同じアカウントIDが 2 行目にもあります。')).toBeInTheDocument();
    expect(screen.getByText('氏名：必須項目です。')).toBeInTheDocument();
    expect(screen.getByText(/2 行にエラーがあります/)).toBeInTheDocument();
    // The line that would be added is not listed among the errors.
    expect(screen.queryByText(/佐藤 一郎/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'インポート' })).toBeDisabled();
    expect(requests(api)).toEqual(['POST /admin/users/import/preview']);
  });

  it('shows what a clean file would do, then follows the import job from waiting to done', async () => {
    const user = userEvent.setup();
    const result = (applied: boolean): UserImportResult => ({
      applied,
      created: 1,
      updated: 1,
      unchanged: 0,
      failed: 0,
      lines: [
        { lineNumber: 2, accountId: 'sato', fullname: '佐藤 一郎', outcome: 'create', issues: [] },
        { lineNumber: 3, accountId: 'kato', fullname: '加藤 花子', outcome: 'update', issues: [] },
      ],
    });
    let current = job({});
    const onImported = vi.fn();
    const api = renderDialog(
      {
        'POST /admin/users/import/preview': () => result(false),
        'POST /admin/users/import': () => ({ jobId: 7 }),
        'GET /admin/users/importJobs/7': () => current,
      },
      { onImported },
    );
    await chooseFile(user);
    expect(
      await screen.findByText('Checked: 1 to add, 1 to change, 0 unchanged, 0 with errors.'),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2sato 佐藤 一郎Add', '3kato 加藤 花子Change']);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    // The job waits for the worker, then imports its two lines, then is done.
    expect(
      await screen.findByRole('progressbar', { name: 'Waiting for the import to start…' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    current = job({ state: 'RUNNING', lineCount: 2 });
    expect(await screen.findByRole('progressbar', { name: 'Importing 2 lines…' })).toBeVisible();
    expect(onImported).not.toHaveBeenCalled();
    current = job({ state: 'DONE', lineCount: 2, result: result(true) });
    expect(await screen.findByText('Imported: 1 added, 1 changed, 0 unchanged.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ applied: true, created: 1 }));
    const asked = requests(api);
    expect(asked.slice(0, 2)).toEqual(['POST /admin/users/import/preview', 'POST /admin/users/import']);
    expect(new Set(asked.slice(2))).toEqual(new Set(['GET /admin/users/importJobs/7']));
    // Polling stops once the job has ended.
    const count = api.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(count);
  });

  it('says that a failed import job changed nothing', async () => {
    const user = userEvent.setup();
    const clean: UserImportResult = {
      applied: false,
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 0,
      lines: [{ lineNumber: 2, accountId: 'sato', fullname: '佐藤 一郎', outcome: 'create', issues: [] }],
    };
    const onImported = vi.fn();
    renderDialog(
      {
        'POST /admin/users/import/preview': () => clean,
        'POST /admin/users/import': () => ({ jobId: 7 }),
        'GET /admin/users/importJobs/7': () => job({ state: 'FAILED', problem: 'FAILURE' }),
      },
      { language: 'ja', onImported },
    );
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'インポート' }));
    expect(
      await screen.findByText('インポートに失敗したため、何も変更されていません。もう一度お試しください。'),
    ).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says why a whole file is refused', async () => {
    const user = userEvent.setup();
    renderDialog({
      'POST /admin/users/import/preview': () => [
        400,
        {
          code: 'USER_IMPORT_FILE_REJECTED',
          message: 'refused',
          fieldErrors: [{ path: 'body.file', key: 'FILE_TOO_MANY_LINES', values: { max: 5000 } }],
        },
      ],
    });
    await chooseFile(user);
    expect(await screen.findByText('The file has too many lines (at most 5,000).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
