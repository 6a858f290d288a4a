import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { NoticeDialog } from './NoticeDialog';
import type { NoticeDialogProps } from './NoticeDialog';

function renderDialog(
  language: 'en' | 'ja' = 'en',
  onSave = vi.fn<NoticeDialogProps['onSave']>(async () => null),
) {
  renderWithProviders(<NoticeDialog notice={null} onSave={onSave} onClose={vi.fn()} />, { language });
  return onSave;
}

describe('NoticeDialog', () => {
  it('asks for a title and a text, on their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so in Japanese, and refuses an end day before the start day', async () => {
    const user = userEvent.setup();
    const onSave = renderDialog('ja');
    await user.type(screen.getByRole('textbox', { name: /^タイトル/ }), '   ');
    await user.click(screen.getByRole('checkbox', { name: '終了日なし（無期限）' }));
    const start = screen.getByRole('textbox', { name: /^表示開始日/ });
    await user.clear(start);
    await user.type(start, '2030/04/10');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: /^表示終了日/ }), '2030/04/09');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: /^タイトル/ })).toHaveAccessibleDescription('必須項目です。');
    expect(screen.getByRole('textbox', { name: /^本文/ })).toHaveAccessibleDescription('必須項目です。');
    expect(screen.getByRole('textbox', { name: /^表示終了日/ })).toHaveAccessibleDescription(
      '開始日は終了日以前の日付にしてください。',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the period from the start of its first day to the end of its last, and shows a refusal on its field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<NoticeDialogProps['onSave']>(async () => [
      { path: 'body.title', key: 'length', values: { min: 1, max: 100 } },
    ]);
    renderDialog('en', onSave);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Fire drill');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Wednesday at 10:00.');
    await user.click(screen.getByRole('radio', { name: 'High importance' }));
    await user.click(screen.getByRole('checkbox', { name: 'No end date' }));
    const start = screen.getByRole('textbox', { name: /^Display from/ });
    await user.clear(start);
    await user.type(start, '2030/04/01');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: /^Display until/ }), '2030/04/03');
    await user.tab();
    await user.click(screen.getByRole('switch', { name: 'Must read' }));
    const preview = within(screen.getByRole('region', { name: 'Preview as people will see it' }));
    expect(preview.getByRole('heading', { name: 'Fire drill' })).toBeInTheDocument();
    expect(preview.getByText('Must read')).toBeInTheDocument();
    expect(preview.getByText('High importance')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Fire drill',
      memo: 'Wednesday at 10:00.',
      important: 2,
      startDatetime: new Date(2030, 3, 1).toISOString(),
      endDatetime: new Date(2030, 3, 3, 23, 59, 59, 999).toISOString(),
      indefinitePeriod: false,
      enabled: true,
      mustRead: true,
    });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'Enter at most 100 characters.',
    );
  });
});
