import { createKizunaClient } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
import { ImportExportActions, ImportProgressStatus } from './ImportExportActions';

/** A server nobody listens on: every call fails without an answer. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderActions(props: { editable: boolean; exportable: boolean }, language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <ImportExportActions folderType="personal" folderId={7} {...props} />
    </ClientProvider>,
    { language },
  );
}

const vcards = (count: number) =>
  Array.from({ length: count }, (_, i) => new File(['BEGIN:VCARD\r\nFN:a\r\nEND:VCARD\r\n'], `${i}.vcf`));

describe('ImportExportActions', () => {
  it('offers import to those who may edit the folder, from one menu with the import results', async () => {
    const user = userEvent.setup();
    renderActions({ editable: true, exportable: false });
    await user.click(screen.getByRole('button', { name: 'Import and export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Import vCard',
      'Import TSV/ZIP',
      'Import results',
    ]);
  }, 20_000);

  it('offers the export as TSV, as vCard 3.0 or 4.0, and the sample where the tenant allows it', async () => {
    const user = userEvent.setup();
    renderActions({ editable: false, exportable: true });
    await user.click(screen.getByRole('button', { name: 'Import and export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Export TSV',
      'vCard 3.0 (widest support)',
      'vCard 4.0',
      'Download TSV sample',
    ]);
  }, 20_000);

  it('refuses more than 10 files at once with a message, in Japanese too', async () => {
    const user = userEvent.setup();
    renderActions({ editable: true, exportable: true }, 'ja');
    await user.upload(screen.getByTestId('import-vcf-input'), vcards(11));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '一度に選択できるファイル数を超えています。10件以内で選択してください。',
    );
  });

  it('says so when the upload cannot reach the server', async () => {
    const user = userEvent.setup();
    renderActions({ editable: true, exportable: true });
    await user.upload(screen.getByTestId('import-vcf-input'), vcards(1));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The files could not be uploaded. Try again.',
    );
  });

  it('counts the contacts that could not be added when the import is done, and the files not read', () => {
    const progress = { fileIds: [1, 2], done: 2, added: 3, failed: 2, failedFiles: 1, finished: true };
    renderWithProviders(<ImportProgressStatus progress={progress} resultsPath="/r" />, { language: 'ja' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'インポートが完了しました。3件を登録し、2件は登録できませんでした。読み込めなかったファイルが1件あります。',
    );
  });
});
