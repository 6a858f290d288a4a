import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { NOV_26_10AM, talkMessage } from './talkFixtures';
import { TalkMessageList } from './TalkMessageList';
import type { TalkMessage } from './talkTypes';

function renderList(messages: TalkMessage[], language: 'en' | 'ja' = 'en', onDelete = vi.fn()) {
  renderWithProviders(
    <TalkMessageList messages={messages} hasOlder={false} onLoadOlder={vi.fn()} onDelete={onDelete} />,
    { language },
  );
  return screen.getByRole('list', { name: language === 'ja' ? 'メッセージ' : 'Messages' });
}

describe('TalkMessageList', () => {
  it('shows a deleted message as deleted, without its text or a delete action', () => {
    const list = renderList([
      talkMessage({ myMessage: true, removed: true, message: 'secret', readCount: 2 }),
    ]);
    expect(within(list).getByText('This message was deleted.')).toBeInTheDocument();
    expect(within(list).queryByText('secret')).toBeNull();
    expect(within(list).queryByText(/Read/)).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Delete message' })).toBeNull();
  });

  it('shows how many have read one’s own messages, 既読 N in Japanese', () => {
    const list = renderList(
      [
        talkMessage({ talkMessageId: 1, myMessage: true, readCount: 3, message: 'mine' }),
        talkMessage({ talkMessageId: 2, myMessage: false, readCount: 3, message: 'theirs' }),
      ],
      'ja',
    );
    expect(within(list).getAllByText('既読 3')).toHaveLength(1);
    expect(within(list).getAllByText('10:00', { selector: 'time' })).toHaveLength(2);
  });

  it('links only http(s) addresses and never reads text as HTML', () => {
    const list = renderList([
      talkMessage({
        message: '<img src=x onerror=alert(1)> see https://example.jp/a and javascript:alert(1)',
      }),
    ]);
    const link = within(list).getByRole('link', { name: 'https://example.jp/a' });
    expect(link).toHaveAttribute('href', 'https://example.jp/a');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(list.querySelector('img[src="x"]')).toBeNull();
    expect(list).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('puts a YYYY/MM/DD separator before each day', () => {
    const list = renderList([
      talkMessage({ talkMessageId: 1 }),
      talkMessage({ talkMessageId: 2, createdAt: NOV_26_10AM + 60 }),
      talkMessage({ talkMessageId: 3, createdAt: NOV_26_10AM + 86_400 }),
    ]);
    expect(
      within(list)
        .getAllByText(/^\d{4}\/\d{2}\/\d{2}$/)
        .map((e) => e.textContent),
    ).toEqual(['2026/11/26', '2026/11/27']);
  });

  it('shows an image by its thumbnail, linking the file, and offers to delete one’s own message', async () => {
    const onDelete = vi.fn();
    const image = talkMessage({
      talkRoomId: 7,
      talkMessageId: 9,
      messageType: 'IMAGE',
      myMessage: true,
      message: 'plan.png',
      fileData: {
        fileName: 'plan.png',
        filePath: '',
        fileSize: 2048,
        fileThumbnailPath: '',
        mimeType: 'image/png',
      },
    });
    const list = renderList([image], 'en', onDelete);
    expect(within(list).getByRole('img', { name: 'Image plan.png' })).toHaveAttribute(
      'src',
      '/api/browser/gotalk/room/7/message/9/fileThumbnail',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Delete message' }));
    expect(onDelete).toHaveBeenCalledWith(image);
  });
});
