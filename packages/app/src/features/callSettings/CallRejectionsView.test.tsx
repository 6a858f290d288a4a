import type { ReactElement } from 'react';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Language } from '../../i18n/createI18n';
import { CallRejectionsView } from './CallRejectionsView';
import type { CallRejectionsViewProps, RejectionImportSummary } from './CallRejectionsView';
import { ImportResultDetailView } from './ImportResultDetailView';
import { ImportResultsView } from './ImportResultsView';

const ENTRIES = [
  { callRejectionId: 1, fromNumber: '0120000111', remarks: 'Sales calls' },
  { callRejectionId: 2, fromNumber: '0501234567', remarks: '' },
];

const SUMMARY: RejectionImportSummary = {
  fileId: 9,
  fileName: 'numbers.tsv',
  status: 'COMPLETED',
  messageCode: null,
  registered: 3,
  updated: 1,
  deleted: 0,
  failed: 2,
};

function props(overrides: Partial<CallRejectionsViewProps> = {}): CallRejectionsViewProps {
  return {
    items: ENTRIES,
    page: 1,
    pageSize: 100,
    totalCount: ENTRIES.length,
    onPageChange: vi.fn(),
    isLoading: false,
    error: null,
    onRetry: vi.fn(),
    onInsert: vi.fn(() => Promise.resolve()),
    onUpdate: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onImport: vi.fn(() => Promise.resolve(SUMMARY)),
    onExport: vi.fn(() => Promise.resolve()),
    onExportSample: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function renderView(ui: ReactElement, language: Language = 'en') {
  return renderWithProviders(
    <DialogServiceProvider service={createDialogService()}>{ui}</DialogServiceProvider>,
    {
      language,
    },
  );
}

describe('CallRejectionsView', () => {
  it('lists the rejected numbers with their remarks and count', () => {
    renderView(<CallRejectionsView {...props()} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('0120000111');
    expect(rows[0]).toHaveTextContent('Sales calls');
    expect(rows[1]).toHaveTextContent('0501234567');
    expect(screen.getByRole('heading', { name: /Rejected numbers/ })).toHaveTextContent('(2 numbers)');
  });

  it('adds a number, and keeps the dialog open with the server’s message when it is refused', async () => {
    const user = userEvent.setup();
    const onInsert = vi
      .fn<(value: { fromNumber: string; remarks: string }) => Promise<void>>()
      .mockRejectedValueOnce(
        Object.assign(new Error('400'), {
          statusCode: 400,
          data: { code: 'VALIDATION', fieldErrors: [{ path: 'body.fromNumber', key: 'pattern' }] },
        }),
      )
      .mockResolvedValueOnce(undefined);
    renderView(<CallRejectionsView {...props({ onInsert })} />);
    await user.click(screen.getByRole('button', { name: 'Add a number' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a rejected number' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This is a required field.')).toBeInTheDocument();
    expect(onInsert).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('textbox', { name: /Phone number/ }));
    await user.paste('abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The format is invalid.')).toBeInTheDocument();

    const number = within(dialog).getByRole('textbox', { name: /Phone number/ });
    await user.clear(number);
    await user.paste('0335556666');
    await user.click(within(dialog).getByRole('textbox', { name: 'Remarks' }));
    await user.paste('Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onInsert).toHaveBeenLastCalledWith({ fromNumber: '0335556666', remarks: 'Spam' });
    expect(await screen.findByText('0335556666 was added to the list.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit 0501234567' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit a rejected number' });
    expect(within(dialog).getByRole('textbox', { name: /Phone number/ })).toHaveValue('0501234567');
  }, 20_000);

  it('edits an entry', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() => Promise.resolve());
    renderView(<CallRejectionsView {...props({ onUpdate })} />);
    await user.click(screen.getByRole('button', { name: 'Edit 0120000111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a rejected number' });
    const remarks = within(dialog).getByRole('textbox', { name: 'Remarks' });
    await user.clear(remarks);
    await user.paste('Robocalls');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith({
      callRejectionId: 1,
      fromNumber: '0120000111',
      remarks: 'Robocalls',
    });
    expect(await screen.findByText('0120000111 was saved.')).toBeInTheDocument();
  }, 20_000);

  it('deletes the selected numbers after confirmation', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve());
    renderView(<CallRejectionsView {...props({ onDelete })} />);
    expect(screen.getByRole('button', { name: 'Delete 0 selected' })).toBeDisabled();
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete 1 selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Its calls will ring again.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith([2]);
    expect(await screen.findByText('The number was removed from the list.')).toBeInTheDocument();
  }, 20_000);

  it('imports a file: asks for one, shows progress, then the summary with a link to its details', async () => {
    const user = userEvent.setup();
    let finish: (summary: RejectionImportSummary) => void = () => undefined;
    const onImport = vi.fn(
      () =>
        new Promise<RejectionImportSummary>((resolve) => {
          finish = resolve;
        }),
    );
    renderView(<CallRejectionsView {...props({ onImport })} />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file to import.');

    const file = new File(['REJECT_NUMBER\tREMARKS\tDELETE\n0311112222\t\t\n'], 'numbers.tsv', {
      type: 'text/tab-separated-values',
    });
    await user.upload(screen.getByLabelText('File (Shift_JIS or UTF-8)'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('progressbar', { name: 'Importing…' })).toBeInTheDocument();
    finish(SUMMARY);
    expect(
      await screen.findByText(/numbers\.tsv: 3 registered, 1 updated, 0 deleted, 2 failed\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/settings/cucmSettings/callRejectionSettings/importResultDetail/9',
    );
    expect(screen.getByRole('link', { name: 'Import results' })).toHaveAttribute(
      'href',
      '/settings/cucmSettings/callRejectionSettings/importResult',
    );
  }, 20_000);

  it('exports the list and the sample, and says when a download failed', async () => {
    const user = userEvent.setup();
    const view = props({ onExportSample: vi.fn(() => Promise.reject(new Error('500'))) });
    renderView(<CallRejectionsView {...view} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(view.onExport).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download the sample file' }));
    expect(await screen.findByText('The file could not be downloaded. Try again.')).toBeInTheDocument();
  });

  it('pages by 100 and shows empty and error states, in Japanese too', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { unmount } = renderView(<CallRejectionsView {...props({ totalCount: 250, onPageChange })} />);
    expect(screen.getByText('1–100 of 250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /page 3/i }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    unmount();
    const empty = renderView(<CallRejectionsView {...props({ items: [], totalCount: 0 })} />, 'ja');
    expect(screen.getByText('着信拒否している番号はありません。')).toBeInTheDocument();
    empty.unmount();
    renderView(<CallRejectionsView {...props({ items: [], error: new Error('x') })} />);
    expect(screen.getByText('The call rejection list could not be loaded.')).toBeInTheDocument();
  }, 20_000);
});

describe('ImportResultsView and ImportResultDetailView', () => {
  it('lists imports with status and counts, and the line messages of one import', () => {
    const { unmount } = renderView(
      <ImportResultsView
        items={[
          { ...SUMMARY, createdAt: new Date(2026, 10, 21, 10, 4).toISOString() },
          {
            ...SUMMARY,
            fileId: 8,
            fileName: 'old.csv',
            status: 'FAILED',
            messageCode: 'FILE_CHARSET',
            createdAt: new Date(2026, 10, 20, 8, 0).toISOString(),
          },
        ]}
        page={1}
        pageSize={30}
        totalCount={2}
        onPageChange={vi.fn()}
        isLoading={false}
        error={null}
        onRetry={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026/11/21 10:04');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[0]).toHaveTextContent('3 registered, 1 updated, 0 deleted, 2 failed');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The file must be Shift_JIS or UTF-8.');
    expect(screen.getByRole('link', { name: 'Details of old.csv' })).toHaveAttribute(
      'href',
      '/settings/cucmSettings/callRejectionSettings/importResultDetail/8',
    );
    unmount();

    renderView(
      <ImportResultDetailView
        items={[
          { lineNumber: 2, messageCode: 'REJECT_NUMBER_REQUIRED', messageParams: {} },
          { lineNumber: 5, messageCode: 'REJECT_NUMBER_TOO_LONG', messageParams: { max: 32 } },
          { lineNumber: 7, messageCode: 'SOMETHING_NEW', messageParams: {} },
        ]}
        page={1}
        pageSize={30}
        totalCount={3}
        onPageChange={vi.fn()}
        isLoading={false}
        error={null}
        onRetry={vi.fn()}
      />,
      'ja',
    );
    const lines = screen.getAllByRole('row').slice(1);
    expect(lines[0]).toHaveTextContent('2行目');
    expect(lines[0]).toHaveTextContent('REJECT_NUMBERは必須です。');
    expect(lines[1]).toHaveTextContent('REJECT_NUMBERが最大文字数を超えています。');
    expect(lines[2]).toHaveTextContent('SOMETHING_NEW');
  });
});
