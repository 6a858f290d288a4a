import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FolderDialog, type FolderDialogValues } from './FolderDialog';

const initial: FolderDialogValues = {
  folderName: '取引先',
  folderDescription: '',
  sortScore: '10',
  tenantPublic: true,
  usersCanEdit: false,
};

function renderDialog(common: boolean, language: 'en' | 'ja' = 'en') {
  const onSubmit = vi.fn((_: FolderDialogValues) => Promise.resolve());
  const onClose = vi.fn();
  renderWithProviders(
    <FolderDialog
      title="Folder settings"
      common={common}
      initial={initial}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
    { language },
  );
  return { onSubmit, onClose };
}

// Typing into a modal on a shared machine takes a few seconds.
describe('FolderDialog', { timeout: 30_000 }, () => {
  it('changes a common folder’s name, sort score and who reads and edits it', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderDialog(true);
    const name = screen.getByRole('textbox', { name: /Folder name/ });
    await user.clear(name);
    await user.type(name, ' 展示会 ');
    const score = screen.getByRole('textbox', { name: 'Sort score' });
    await user.clear(score);
    await user.type(score, '5');
    await user.click(screen.getByRole('checkbox', { name: 'Everyone in the company can read this folder' }));
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Everyone who can read it can add, change and delete its contacts',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      folderName: '展示会',
      folderDescription: '',
      sortScore: '5',
      tenantPublic: false,
      usersCanEdit: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no reader or editor settings for a personal folder', () => {
    renderDialog(false);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sort score' })).toHaveValue('10');
  });

  it('refuses an empty name and a sort score that is not digits, in Japanese, and saves nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog(true, 'ja');
    await user.clear(screen.getByRole('textbox', { name: /フォルダー名/ }));
    const score = screen.getByRole('textbox', { name: '並び順' });
    await user.clear(score);
    await user.type(score, '1a');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: /フォルダー名/ })).toHaveAttribute('aria-invalid', 'true');
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
