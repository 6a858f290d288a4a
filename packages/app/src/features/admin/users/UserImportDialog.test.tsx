import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserImportResult } from '@kizuna/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UserImportDialog, type UserImportDialogProps } from './UserImportDialog';

function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return user.upload(input, new File(['x'], 'users.csv', { type: 'text/csv' }));
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
    const onImport = vi.fn<UserImportDialogProps['onImport']>(async () => ({ result: preview }));
    renderWithProviders(<UserImportDialog onImport={onImport} onImported={vi.fn()} onClose={vi.fn()} />, {
      language: 'ja',
    });
    await chooseFile(user);
    expect(onImport).toHaveBeenCalledWith(expect.any(File), true);
    expect(await screen.findByText('主所属部署コード：コード「X9」の部署がありません。')).toBeInTheDocument();
    expect(screen.getByText('アカウントID：同じアカウントIDが 2 行目にもあります。')).toBeInTheDocument();
    expect(screen.getByText('氏名：必須項目です。')).toBeInTheDocument();
    expect(screen.getByText(/2 行にエラーがあります/)).toBeInTheDocument();
    // The line that would be added is not listed among the errors.
    expect(screen.queryByText(/佐藤 一郎/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'インポート' })).toBeDisabled();
  });

  it('shows what a clean file would do, then imports it', async () => {
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
    const onImport = vi.fn<UserImportDialogProps['onImport']>(async (_file, preview) => ({
      result: result(!preview),
    }));
    const onImported = vi.fn();
    renderWithProviders(<UserImportDialog onImport={onImport} onImported={onImported} onClose={vi.fn()} />);
    await chooseFile(user);
    expect(
      await screen.findByText('Checked: 1 to add, 1 to change, 0 unchanged, 0 with errors.'),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2sato 佐藤 一郎Add', '3kato 加藤 花子Change']);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenLastCalledWith(expect.any(File), false);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ applied: true, created: 1 }));
  });

  it('says why a whole file is refused', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn<UserImportDialogProps['onImport']>(async () => ({
      refused: { path: 'body.file', key: 'FILE_TOO_MANY_LINES', values: { max: 5000 } },
    }));
    renderWithProviders(<UserImportDialog onImport={onImport} onImported={vi.fn()} onClose={vi.fn()} />);
    await chooseFile(user);
    expect(await screen.findByText('The file has too many lines (at most 5,000).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
