import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DivisionImportResult } from '@kizuna/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
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
    const onImport = vi.fn(async () => preview);
    renderWithProviders(<DivisionImportDialog onImport={onImport} onImported={vi.fn()} onClose={vi.fn()} />, {
      language: 'ja',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'divisions.csv', { type: 'text/csv' }));
    expect(onImport).toHaveBeenCalledWith(expect.any(File), true);
    expect(await screen.findByText('親部署コード：親部署が、この部署の下位の部署です。')).toBeInTheDocument();
    expect(screen.getByText('ここで始まる引用符（"）が閉じられていません。')).toBeInTheDocument();
    expect(screen.getByText(/2 行にエラーがあります/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'インポート' })).toBeDisabled();
  });
});
