import { createKizunaClient } from '@kizuna/api-client';
import type { ContactFolder } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactsToolbar } from './ContactsToolbar';

/** A server nobody listens on: the toolbar calls nothing before a press. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

const folder: ContactFolder = {
  folderId: 4,
  folderName: '取引先',
  folderDescription: '',
  tenantPublic: true,
  usersCanEdit: true,
  editable: true,
  contactCount: 12,
  sortScore: 0,
  folderType: 'COMMON',
};

function renderToolbar(selectedIds: number[], language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <ContactsToolbar
        folder={folder}
        folderType="common"
        editable
        canCopy
        targets={[{ ...folder, folderId: 5, folderName: '協力会社' }]}
        target={null}
        onTargetChange={vi.fn()}
        selectedIds={selectedIds}
        onDelete={vi.fn()}
        onTransfer={vi.fn()}
      />
    </ClientProvider>,
    { language },
  );
}

describe('ContactsToolbar', () => {
  it('keeps delete, copy and move off with the reason beside them while no row is ticked', () => {
    renderToolbar([], 'ja');
    for (const name of ['削除（0）', 'コピー（0）', '移動（0）']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('先に一覧で連絡先を選択してください。');
    }
  });

  it('turns them on, without the reason, once rows are ticked', () => {
    renderToolbar([1, 2]);
    expect(screen.getByRole('button', { name: 'Delete (2)' })).toBeEnabled();
    expect(screen.queryByText('Tick contacts in the list first.')).not.toBeInTheDocument();
  });
});
