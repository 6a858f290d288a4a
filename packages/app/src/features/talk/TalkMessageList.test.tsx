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

  it.each([
    ['en', ['Thu, 26 Nov', 'Fri, 27 Nov', 'Tue, 1 Dec']],
    ['ja', ['11月26日(木)', '11月27日(金)', '12月1日(火)']],
  ] as const)('puts a separator before each day, in %s', (language, days) => {
    vi.useFakeTimers({ now: new Date(2026, 11, 2), toFake: ['Date'] });
    const list = renderList(
      [
        talkMessage({ talkMessageId: 1 }),
        talkMessage({ talkMessageId: 2, createdAt: NOV_26_10AM + 60 }),
        talkMessage({ talkMessageId: 3, createdAt: NOV_26_10AM + 86_400 }),
        talkMessage({ talkMessageId: 4, createdAt: NOV_26_10AM + 5 * 86_400 }),
      ],
      language,
    );
    vi.useRealTimers();
    const separators = list.querySelectorAll('.kz-talk-messages__day');
    expect([...separators].map((e) => e.textContent)).toEqual(days);
    expect(separators[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-26');
  });

  it('shows the name and face once for a run of one sender’s messages close together', () => {
    const sato = talkMessage().contact;
    const suzuki = { ...sato, userId: 3, fullName: '鈴木 一郎', fullNameAlphabet: 'Ichiro Suzuki' };
    const list = renderList([
      talkMessage({ talkMessageId: 1, message: 'one' }),
      talkMessage({ talkMessageId: 2, message: 'two', createdAt: NOV_26_10AM + 60 }),
      talkMessage({ talkMessageId: 3, message: 'three', createdAt: NOV_26_10AM + 120, contact: suzuki }),
      // Ten minutes later: a new run, under the name again.
      talkMessage({ talkMessageId: 4, message: 'four', createdAt: NOV_26_10AM + 720, contact: suzuki }),
      talkMessage({ talkMessageId: 5, message: 'five', createdAt: NOV_26_10AM + 780, contact: suzuki }),
    ]);
    const names = [...list.querySelectorAll('.kz-talk-message__sender')].map((e) => e.textContent);
    expect(names).toEqual(['佐藤 花子', '鈴木 一郎', '鈴木 一郎']);
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.messageId);
    expect(items.map((item) => item.hasAttribute('data-continued'))).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(items.map((item) => item.querySelector('.kz-face') !== null)).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    // A screen reader still hears who wrote each message.
    expect(items[1]).toHaveTextContent('佐藤 花子');
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
