import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GroupNameDialog } from './GroupNameDialog';

function renderDialog(onSubmit: (name: string) => Promise<void>, language: 'en' | 'ja' = 'en') {
  const submit = vi.fn(onSubmit);
  const onClose = vi.fn();
  renderWithProviders(
    <GroupNameDialog title="Rename group" initialName="グループ1" onSubmit={submit} onClose={onClose} />,
    { language },
  );
  return { submit, onClose };
}

describe('GroupNameDialog', () => {
  it('saves the trimmed name and closes', async () => {
    const user = userEvent.setup();
    const { submit, onClose } = renderDialog(() => Promise.resolve());
    const name = screen.getByRole('textbox', { name: /Group name/ });
    await user.clear(name);
    await user.paste('  営業チーム  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith('営業チーム');
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('refuses a blank name and one over 50 characters in Japanese, saving nothing', async () => {
    const user = userEvent.setup();
    const { submit } = renderDialog(() => Promise.resolve(), 'ja');
    const name = screen.getByRole('textbox', { name: /グループ名/ });
    await user.clear(name);
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('必須項目です。')).toBeInTheDocument();
    await user.clear(name);
    await user.click(name);
    await user.paste('𠮷'.repeat(51));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('1〜50 文字で入力してください。')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  }, 20_000);

  it('shows the ten-group limit the server answers, and stays open', async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error('refused'), {
      statusCode: 400,
      data: { code: 'GROUP_LIMIT_EXCEEDED' },
    });
    const { onClose } = renderDialog(() => Promise.reject(refusal));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have 10 groups');
    expect(onClose).not.toHaveBeenCalled();
  });
});
