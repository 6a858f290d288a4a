import './talk.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { TalkComposer } from './TalkComposer';
import { NOV_26_10AM, talkMessage, talkRoom } from './talkFixtures';
import { TalkMessageList } from './TalkMessageList';
import { TalkRoomList } from './TalkRoomList';

const HOUR = 3600;

/** A room's messages of two days: text with a link, an image, a file, a deleted one, read counts. */
const MESSAGES = [
  talkMessage({
    talkMessageId: 1,
    createdAt: NOV_26_10AM - 24 * HOUR,
    message: '明日の会議資料を共有します。',
  }),
  talkMessage({
    talkMessageId: 2,
    createdAt: NOV_26_10AM - 23 * HOUR,
    myMessage: true,
    readCount: 1,
    message: 'ありがとうございます。\n確認して https://example.jp/plan にコメントします。',
  }),
  talkMessage({
    talkMessageId: 3,
    createdAt: NOV_26_10AM,
    messageType: 'OTHER_FILE',
    message: '議事録_1126.docx',
    fileData: {
      fileName: '議事録_1126.docx',
      filePath: '',
      fileSize: 48_213,
      fileThumbnailPath: null,
      mimeType: 'application/octet-stream',
    },
  }),
  talkMessage({ talkMessageId: 4, createdAt: NOV_26_10AM + 60, myMessage: true, removed: true, message: '' }),
  talkMessage({
    talkMessageId: 5,
    createdAt: NOV_26_10AM + 120,
    myMessage: true,
    readCount: 0,
    message: '了解です',
  }),
];

const ROOMS = [
  talkRoom({ talkRoomId: 1, unreadCount: 2, favorite: true }),
  talkRoom({
    talkRoomId: 2,
    groupTalk: true,
    iconUserId: null,
    talkRoomTitle: '営業一課 週次定例',
    latestMessage: {
      messageType: 'IMAGE',
      talkMessageId: 9,
      message: 'floor.png',
      removed: false,
      createdAt: NOV_26_10AM - 30 * HOUR,
    },
  }),
  talkRoom({ talkRoomId: 3, talkRoomTitle: '鈴木 一郎', iconUserId: 3, latestMessage: null }),
];

/** The parts of `/front/gotalk` from sample data: the room list, a room's messages, the composer. */
function TalkParts({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <div className="kz-talk__panes" style={{ height: 560 }}>
      <div className="kz-talk__list-pane">
        <TalkRoomList
          rooms={ROOMS}
          selectedId={1}
          isLoading={false}
          error={null}
          onRetry={fn()}
          searchedWord=""
          now={new Date(2026, 10, 26, 18)}
        />
      </div>
      <div className="kz-talk__room-pane">
        <div className="kz-talk-room-body">
          <TalkMessageList
            messages={MESSAGES}
            hasOlder
            onLoadOlder={fn()}
            onDelete={fn()}
            readOnly={readOnly}
          />
        </div>
        <TalkComposer
          onSend={fn(async () => true)}
          onAttach={fn()}
          disabledReason={readOnly ? 'This talk is read-only.' : undefined}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'app/Pages/Talk',
  component: TalkParts,
  decorators: [withAppFrame],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TalkParts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Room: Story = {};
export const RoomInJapanese: Story = { globals: { locale: 'ja' } };
export const ReadOnly: Story = { args: { readOnly: true } };
