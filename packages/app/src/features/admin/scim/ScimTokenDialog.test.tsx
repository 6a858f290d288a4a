import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ScimTokenDialog, type ScimTokenDialogProps } from './ScimTokenDialog';

function renderDialog(
  language: 'en' | 'ja' = 'en',
  onCreate = vi.fn<ScimTokenDialogProps['onCreate']>(async () => null),
) {
  const onClose = vi.fn();
  renderWithProviders(<ScimTokenDialog onCreate={onCreate} onClose={onClose} />, { language });
  return { onCreate, onClose };
}

describe('ScimTokenDialog', () => {
  it('asks for a name and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('This is a required field.'),
    );
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('says so in Japanese, and refuses a name over 50 characters', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderDialog('ja');
    await user.click(screen.getByRole('button', { name: '作成' }));
    const name = screen.getByRole('textbox', { name: /^名前/ });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('必須項目です。'));
    await user.type(name, 'あ'.repeat(51));
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('50 文字'));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, closes when created and shows a refusal on the field', async () => {
    const user = userEvent.setup();
    const onCreate = vi
      .fn<ScimTokenDialogProps['onCreate']>()
      .mockResolvedValueOnce([{ path: 'body.name', key: 'required' }])
      .mockResolvedValueOnce(null);
    const { onClose } = renderDialog('en', onCreate);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Entra ID  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith('Entra ID');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('This is a required field.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onClose).toHaveBeenCalled();
  });
});
