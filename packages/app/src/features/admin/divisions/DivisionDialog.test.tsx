import { createKizunaClient } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DivisionImportResult } from '@kizuna/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DivisionDialog, type DivisionDialogProps } from './DivisionDialog';
import { DivisionImportDialog } from './DivisionImportDialog';

function renderDialog(
  language: 'en' | 'ja' = 'en',
  onSave = vi.fn<DivisionDialogProps['onSave']>(async () => null),
) {
  renderWithProviders(<DivisionDialog division={null} parent={null} onSave={onSave} onClose={vi.fn()} />, {
    language,
  });
  return onSave;
}

describe('DivisionDialog', () => {
  it('asks for a name and a code, on their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Division code/ }), 'a b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Division name/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(screen.getByRole('textbox', { name: /^Division code/ })).toHaveAccessibleDescription(
      expect.stringContaining('The format is invalid.'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so in Japanese', async () => {
    const user = userEvent.setup();
    const onSave = renderDialog('ja');
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'intra/pr');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: /^部署名/ })).toHaveAccessibleDescription('必須項目です。');
    expect(screen.getByRole('textbox', { name: /^部署コード/ })).toHaveAccessibleDescription(
      expect.stringContaining('必須項目です。'),
    );
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveAccessibleDescription(
      expect.stringMatching(/URL/),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the new division to the top level, and shows a taken code on its field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<DivisionDialogProps['onSave']>(async () => [
      { path: 'body.divisionCode', key: 'taken', values: { name: '経理部' } },
    ]);
    renderDialog('en', onSave);
    await user.type(screen.getByRole('textbox', { name: /^Division name/ }), 'Public relations');
    await user.type(screen.getByRole('textbox', { name: /^Division code/ }), 'D0009');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        divisionName: 'Public relations',
        divisionCode: 'D0009',
        parentDivisionId: null,
      }),
    );
    expect(screen.getByRole('textbox', { name: /^Division code/ })).toHaveAccessibleDescription(
      expect.stringContaining('Another division (“経理部”) has this code.'),
    );
  });
});

function renderImportDialog(
  routes: Record<string, (call: FakeApiCall) => unknown>,
  language: 'en' | 'ja' = 'en',
  onImported = vi.fn(),
) {
  const api = fakeApiFetch(routes);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DivisionImportDialog onImported={onImported} onClose={vi.fn()} pollMs={10} />
    </ClientProvider>,
    { language },
  );
  return api;
}

function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return user.upload(input, new File(['x'], 'divisions.csv', { type: 'text/csv' }));
}

describe('DivisionImportDialog', () => {
  it('lists the lines with errors in the person’s language and imports nothing', async () => {
    const user = userEvent.setup();
    const preview: DivisionImportResult = {
      applied: false,
      problem: null,
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 2,
      lines: [
        { lineNumber: 2, divisionCode: 'N1', divisionName: '新規', outcome: 'create', issues: [] },
        {
          lineNumber: 3,
          divisionCode: 'N2',
          divisionName: '二課',
          outcome: 'error',
          issues: [{ column: 'parentCode', key: 'descendant' }],
        },
        {
          lineNumber: 4,
          divisionCode: '',
          divisionName: '',
          outcome: 'error',
          issues: [{ column: 'line', key: 'quote' }],
        },
      ],
    };
    const api = renderImportDialog({ 'POST /admin/division/import/preview': () => preview }, 'ja');
    await chooseFile(user);
    expect(api.calls.map((call) => call.path)).toContain('/admin/division/import/preview');
    expect(await screen.findByText('親部署コード：親部署が、この部署の下位の部署です。')).toBeInTheDocument();
    expect(screen.getByText('ここで始まる引用符（"）が閉じられていません。')).toBeInTheDocument();
    expect(screen.getByText(/2 行にエラーがあります/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'インポート' })).toBeDisabled();
  });

  it('says why a whole file is refused, and imports a clean file through its job', async () => {
    const user = userEvent.setup();
    const empty = { applied: false, created: 0, updated: 0, unchanged: 0, failed: 0, lines: [] };
    let preview: DivisionImportResult = { ...empty, problem: 'HEADER_INVALID' };
    const result = (applied: boolean): DivisionImportResult => ({
      ...empty,
      applied,
      problem: null,
      created: 1,
      lines: [{ lineNumber: 2, divisionCode: 'N1', divisionName: '新規', outcome: 'create', issues: [] }],
    });
    const onImported = vi.fn();
    renderImportDialog(
      {
        'POST /admin/division/import/preview': () => preview,
        'POST /admin/division/import': () => ({ jobId: 3 }),
        'GET /admin/division/importJobs/3': () => ({
          jobId: 3,
          state: 'DONE',
          fileName: 'divisions.csv',
          lineCount: 1,
          problem: null,
          result: result(true),
          createdAt: '2026-11-27T01:00:00.000Z',
          startedAt: '2026-11-27T01:00:00.000Z',
          finishedAt: '2026-11-27T01:00:01.000Z',
        }),
      },
      'en',
      onImported,
    );
    await chooseFile(user);
    expect(
      await screen.findByText(
        'The first line must name the columns: division code and division name at least, each once.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    preview = result(false);
    await chooseFile(user);
    expect(
      await screen.findByText('Checked: 1 to add, 0 to change, 0 unchanged, 0 with errors.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 added, 0 changed, 0 unchanged.')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ applied: true, created: 1 }));
  });
});
