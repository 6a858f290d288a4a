import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { FloorFormDialog } from './FloorFormDialog';
import type { FloorFormDialogProps } from './FloorFormDialog';

function renderDialog(
  language: 'en' | 'ja' = 'en',
  onSave = vi.fn<FloorFormDialogProps['onSave']>(async () => null),
) {
  const onClose = vi.fn();
  renderWithProviders(<FloorFormDialog floor={null} onSave={onSave} onClose={onClose} />, { language });
  return { onSave, onClose };
}

describe('FloorFormDialog', () => {
  it('adds a place floor in feet unless another unit is chosen', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '3F North');
    await user.clear(screen.getByRole('textbox', { name: /^Floor number/ }));
    await user.type(screen.getByRole('textbox', { name: /^Floor number/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /^Site and building/ }), 'Tokyo HQ');
    await user.type(screen.getByRole('textbox', { name: /^Length/ }), '60');
    await user.type(screen.getByRole('textbox', { name: /^Width/ }), '120,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      floorType: 'IBASHO',
      name: '3F North',
      floorNumber: 3,
      hierarchyName: 'Tokyo HQ',
      outdoor: false,
      dimension: { length: 60, width: 120.5, height: 10, offsetX: 0, offsetY: 0, unit: 'FEET' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends nothing while the size is missing, and says so on the fields in Japanese', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog('ja');
    await user.type(screen.getByRole('textbox', { name: /^名前/ }), '本社 3F');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: /^奥行き/ })).toHaveAccessibleDescription(
      '数値を入力してください。',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on its field and stays open', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<FloorFormDialogProps['onSave']>(async () => [
      { path: 'body.dimension', key: 'invalid' },
      { path: 'body.name', key: 'length', values: { min: 1, max: 100 } },
    ]);
    const { onClose } = renderDialog('en', onSave);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Annex');
    await user.type(screen.getByRole('textbox', { name: /^Length/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /^Width/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Enter at most 100 characters.',
    );
    expect(screen.getByRole('textbox', { name: /^Width/ })).toHaveAccessibleDescription(
      'Some seats or rooms would lie off the floor. Move them first.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
