import { createKizunaClient } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
import { AddToGroupMenu, type GroupCandidates } from './AddToGroupMenu';

/** A server nobody listens on: every call fails without an answer. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderMenu(candidates: GroupCandidates, language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <AddToGroupMenu candidates={candidates} />
    </ClientProvider>,
    { language },
  );
}

describe('AddToGroupMenu', () => {
  it('names how many contacts it adds', () => {
    renderMenu({
      kind: 'external',
      contacts: [
        { folderType: 'COMMON', contactId: 1 },
        { folderType: 'PERSONAL', contactId: 2 },
      ],
    });
    expect(screen.getByRole('button', { name: 'Add to group (2)' })).toBeEnabled();
  });

  it('is off with nothing to add', () => {
    renderMenu({ kind: 'internal', contactIds: [] });
    expect(screen.getByRole('button', { name: 'Add to group' })).toBeDisabled();
  });

  it('says in the open menu when the groups cannot be loaded, in Japanese too', async () => {
    const user = userEvent.setup();
    renderMenu({ kind: 'internal', contactIds: [5] }, 'ja');
    await user.click(screen.getByRole('button', { name: 'グループに追加' }));
    expect(
      await screen.findByText('グループを読み込めませんでした。', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
