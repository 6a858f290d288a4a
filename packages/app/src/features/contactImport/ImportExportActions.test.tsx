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
  it('offers import to those who may edit the folder and export where the tenant allows it', () => {
    renderActions({ editable: true, exportable: false });
    expect(screen.getByRole('button', { name: 'Import vCard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import results' })).toHaveAttribute(
      'href',
      '/externalContacts/personal/7/importVcfResult',
    );
    expect(screen.queryByRole('button', { name: 'Export vCard' })).not.toBeInTheDocument();
  });

  it('offers the export as TSV, and as vCard 3.0 or 4.0 from a menu', async () => {
    const user = userEvent.setup();
    renderActions({ editable: false, exportable: true });
    expect(screen.getByRole('button', { name: 'Export TSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export vCard' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['vCard 3.0 (widest support)', 'vCard 4.0']);
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
