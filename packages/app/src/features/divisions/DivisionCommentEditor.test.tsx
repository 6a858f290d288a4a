import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DivisionCommentEditor } from './DivisionCommentEditor';

function setup(initialComment = '', onSave = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  renderWithProviders(
    <DivisionCommentEditor
      divisionName="営業部"
      initialComment={initialComment}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
  const field = screen.getByRole('textbox', { name: 'Edit the comment of 営業部' });
  return { user, field, onSave };
}

describe('DivisionCommentEditor', () => {
  it('counts characters as code points, so 𠮷 is one character, live as the user types', async () => {
    const { user, field } = setup();
    await user.type(field, '𠮷野家');
    expect(screen.getByText('3 / 500 characters')).toBeInTheDocument();
  });

  it('accepts exactly 500 characters and saves them', async () => {
    const { user, field, onSave } = setup('𠮷'.repeat(499));
    await user.type(field, 'あ');
    expect(screen.getByText('500 / 500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(`${'𠮷'.repeat(499)}あ`);
  });

  it('refuses 501 characters with a message saying how many too many, and never saves', async () => {
    const { user, field, onSave } = setup();
    fireEvent.change(field, { target: { value: 'a'.repeat(503) } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The comment is 3 characters too long.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the text and says so when saving fails', async () => {
    const { user, field } = setup(
      '',
      vi.fn(async () => Promise.reject(new Error('400'))),
    );
    await user.type(field, '新しいコメント');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The comment could not be saved.');
    expect(field).toHaveValue('新しいコメント');
  });
});
