import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { createDialogService } from './createDialogService';
import { Dialog, DialogTrigger, Modal } from './Dialog';
import { DialogServiceProvider } from './DialogHost';
import { DialogHost } from './DialogHostView';

const backdrops = () => document.querySelectorAll('.kz-DialogBackdrop');

describe('DialogHost', () => {
  it('asks OK/Cancel over one shared overlay and resolves with the answer', async () => {
    const user = userEvent.setup();
    const service = createDialogService();
    render(<DialogHost service={service} />);
    expect(backdrops()).toHaveLength(0);
    let decision!: Promise<boolean>;
    act(() => {
      decision = service.okCancel({ title: 'Sign out', message: 'Sign out now?' });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Sign out now?');
    expect(backdrops()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(decision).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backdrops()).toHaveLength(0);
  });

  it('treats Escape as Cancel and focuses Cancel first on delete', async () => {
    const user = userEvent.setup();
    const service = createDialogService();
    render(
      <I18nProvider locale="ja-JP">
        <DialogHost service={service} />
      </I18nProvider>,
    );
    let decision!: Promise<boolean>;
    act(() => {
      decision = service.deleteCancel({ message: 'この連絡先を削除しますか?' });
    });
    expect(screen.getByRole('alertdialog', { name: '削除の確認' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '削除' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(decision).resolves.toBe(false);
  });

  it('replaces a pending dialog of the same kind on screen', async () => {
    const service = createDialogService();
    render(<DialogHost service={service} />);
    let first!: Promise<void>;
    act(() => {
      first = service.message({ message: 'First' });
    });
    act(() => {
      void service.message({ message: 'Second' });
    });
    await expect(first).rejects.toThrow(/replaced/);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Second');
  });
});

describe('DialogServiceProvider', () => {
  it('draws nothing of the host until the first dialog, then shows it with the focus on its button', async () => {
    const service = createDialogService();
    render(
      <DialogServiceProvider service={service}>
        <p>Page</p>
      </DialogServiceProvider>,
    );
    expect(backdrops()).toHaveLength(0);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = service.okCancel({ message: 'Saved?' });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Saved?');
    expect(backdrops()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('opens from a trigger, is named by its title and closes with its close button', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Edit profile</Button>
        <Modal>
          <Dialog title="Profile">Form</Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
