import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ApiKeyCreateDialog, type ApiKeyCreateDialogProps } from './ApiKeyCreateDialog';

function renderDialog(
  language: 'en' | 'ja' = 'en',
  onCreate = vi.fn<ApiKeyCreateDialogProps['onCreate']>(async () => null),
  allowedScopes: ApiKeyCreateDialogProps['allowedScopes'] = ['USER_READ', 'EXTERNAL_CONTACTS_READ'],
  allowedExpiries: ApiKeyCreateDialogProps['allowedExpiries'] = [
    'DAYS30',
    'DAYS60',
    'DAYS90',
    'NO_EXPIRATION',
  ],
) {
  const onClose = vi.fn();
  renderWithProviders(
    <ApiKeyCreateDialog
      allowedScopes={allowedScopes}
      allowedExpiries={allowedExpiries}
      onCreate={onCreate}
      onClose={onClose}
    />,
    {
      language,
    },
  );
  return { onCreate, onClose };
}

describe('ApiKeyCreateDialog', () => {
  it('offers only the scopes the person may hold, and asks for one', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderDialog();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'USER_READ',
      'EXTERNAL_CONTACTS_READ',
    ]);
    expect(screen.queryByRole('checkbox', { name: 'Change people' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the note, the expiry and the scopes, and closes when created', async () => {
    const user = userEvent.setup();
    const { onCreate, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), '  PBX  ');
    await user.click(screen.getByRole('radio', { name: 'In 30 days' }));
    await user.click(screen.getByRole('checkbox', { name: 'Read people' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith({ note: 'PBX', expiry: 'DAYS30', scope: ['USER_READ'] });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal of the server in Japanese and stays open', async () => {
    const user = userEvent.setup();
    const onCreate = vi
      .fn<ApiKeyCreateDialogProps['onCreate']>()
      .mockResolvedValueOnce([
        { path: 'body.scope', key: 'apiKeyScopeNotAllowed', values: { scope: 'USER_READ' } },
      ])
      .mockResolvedValueOnce({ failure: 'キーが上限の 10 個に達しています。' });
    const { onClose } = renderDialog('ja', onCreate);
    expect(screen.getByRole('radio', { name: '無期限' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '社員の参照' }));
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(screen.getByText('このスコープはキーに付与できません：社員の参照。')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '社外連絡先の参照' }));
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('キーが上限の 10 個に達しています。')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only the expiries the tenant allows, and shows a refusal of one on its field', async () => {
    const user = userEvent.setup();
    const onCreate = vi
      .fn<ApiKeyCreateDialogProps['onCreate']>()
      .mockResolvedValueOnce([
        { path: 'body.expiry', key: 'apiKeyExpiryNotAllowed', values: { allowed: 'DAYS30' } },
      ]);
    const { onClose } = renderDialog('en', onCreate, ['USER_READ'], ['DAYS30', 'DAYS60']);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'DAYS30',
      'DAYS60',
    ]);
    expect(screen.queryByRole('radio', { name: 'Never' })).toBeNull();
    // With 90 days not allowed, the first allowed choice is chosen.
    expect(screen.getByRole('radio', { name: 'In 30 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'In 60 days' }));
    await user.click(screen.getByRole('checkbox', { name: 'Read people' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith({ note: '', expiry: 'DAYS60', scope: ['USER_READ'] });
    expect(screen.getByText('Your administrator does not allow this expiry.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
