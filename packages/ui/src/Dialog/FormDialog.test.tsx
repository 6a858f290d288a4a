import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { FormDialog } from './FormDialog';

function Rename({ save, onClose }: { save: (name: string) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('営業部');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormDialog
      title="Rename group"
      submitLabel="Save"
      onClose={onClose}
      isSaving={saving}
      failure={failure}
      onSubmit={() => {
        setSaving(true);
        save(name)
          .then(onClose, () => setFailure('The group could not be saved.'))
          .finally(() => setSaving(false));
      }}
    >
      <TextField label="Name" value={name} onChange={setName} autoFocus />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits with Enter, keeps the submit button from being pressed twice, and closes when saved', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<Rename save={save} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Rename group' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '二課{Enter}');
    expect(save).toHaveBeenCalledWith('営業部二課');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('announces a failure that belongs to no field and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Rename save={() => Promise.reject(new Error('offline'))} onClose={onClose} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The group could not be saved.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Escape without submitting, with Cancel in the page language', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const { unmount } = render(
      <I18nProvider locale="ja-JP">
        <Rename save={save} onClose={onClose} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    render(<Rename save={save} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });
});
