import { KizunaHttpError } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { MemberCandidate } from '../talk';
import { SendThanksDialog } from './SendThanksDialog';
import type { SendThanksDialogProps } from './SendThanksDialog';
import { STAMPS } from './thanksFixtures';
import { sendProblemsOf } from './useThanks';

const SATO: MemberCandidate = { contactId: 102, userId: 2, fullname: '佐藤 花子', detail: 'サトウ ハナコ' };
const SUZUKI: MemberCandidate = {
  contactId: 103,
  userId: 3,
  fullname: '鈴木 一郎',
  detail: 'スズキ イチロウ',
};

function renderDialog(
  onSend = vi.fn<SendThanksDialogProps['onSend']>(async () => null),
  language: 'en' | 'ja' = 'en',
) {
  const search = vi.fn(async () => [SATO, SUZUKI]);
  renderWithProviders(
    <SendThanksDialog
      search={search}
      stamps={STAMPS}
      sendablePoint={100}
      myUserId={1}
      onSend={onSend}
      onClose={vi.fn()}
    />,
    { language },
  );
  return { onSend, search };
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Search colleagues' }), 'さ');
  await user.click(await screen.findByRole('checkbox', { name: new RegExp(name) }));
}

describe('SendThanksDialog', () => {
  it('says on each field what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose at least one colleague other than yourself.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      /This is a required field/,
    );
    expect(onSend).not.toHaveBeenCalled();
  }, 20_000);

  it('refuses points beyond the sendable ones times the receivers, on the points field', async () => {
    const user = userEvent.setup();
    const { onSend } = renderDialog();
    await pick(user, '佐藤 花子');
    await pick(user, '鈴木 一郎');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'ありがとう');
    await user.type(screen.getByRole('textbox', { name: 'Points for each person' }), '60');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Points for each person' })).toHaveAccessibleDescription(
      /Not enough points to send/,
    );
    expect(onSend).not.toHaveBeenCalled();
  }, 20_000);

  it('sends the receivers, message, points and stamps, and shows the hashtags it found', async () => {
    const user = userEvent.setup();
    const { onSend } = renderDialog();
    await pick(user, '佐藤 花子');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '助かりました ＃感謝 #チーム');
    expect(screen.getByText('Hashtags: #感謝 #チーム')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Points for each person' }), '３０');
    await user.click(screen.getByRole('checkbox', { name: 'ナイスアシスト' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      toUserIds: [2],
      message: '助かりました ＃感謝 #チーム',
      point: 30,
      stampIds: [2],
    });
  }, 20_000);

  it('shows the server’s refusal of the points in Japanese on the points field', async () => {
    const user = userEvent.setup();
    const refusal = new KizunaHttpError({
      method: 'POST',
      path: '/api/browser/thanks/cards',
      statusCode: 409,
      data: { code: 'THANKS_INSUFFICIENT_POINTS', message: 'insufficient' },
      errorCode: 'THANKS_INSUFFICIENT_POINTS',
    });
    renderDialog(
      vi.fn<SendThanksDialogProps['onSend']>(async () => sendProblemsOf(refusal)),
      'ja',
    );
    await user.type(screen.getByRole('searchbox', { name: '同僚を検索' }), 'さ');
    await user.click(await screen.findByRole('checkbox', { name: /佐藤 花子/ }));
    await user.type(screen.getByRole('textbox', { name: 'メッセージ' }), 'ありがとう');
    await user.type(screen.getByRole('textbox', { name: '1 人あたりのポイント' }), '10');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('textbox', { name: '1 人あたりのポイント' })).toHaveAccessibleDescription(
      /送信可能ポイントが不足しています/,
    );
  }, 20_000);
});
