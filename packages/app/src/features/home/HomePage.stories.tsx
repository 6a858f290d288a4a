import type { Notice } from '@kizuna/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { HomePage } from './HomePage';

const notices: Notice[] = [
  {
    informationId: 3,
    title: '年末年始の休業日について',
    memo: '12月29日から1月3日まで休業します。緊急の連絡は総務部までお願いします。',
    important: 2,
    startDatetime: '2025-12-01T00:00:00.000Z',
    endDatetime: '2026-01-05T00:00:00.000Z',
    indefinitePeriod: false,
    read: false,
  },
  {
    informationId: 2,
    title: 'Phone system maintenance on Saturday',
    memo: 'Calls may drop between 22:00 and 23:00.',
    important: 1,
    startDatetime: '2025-11-20T00:00:00.000Z',
    endDatetime: null,
    indefinitePeriod: true,
    read: false,
  },
  {
    informationId: 1,
    title: '社内報 11 月号を公開しました',
    memo: '今月は大阪支社の特集です。',
    important: 0,
    startDatetime: '2025-11-01T00:00:00.000Z',
    endDatetime: null,
    indefinitePeriod: true,
    read: true,
  },
];

const meta = {
  title: 'app/Pages/Home',
  component: HomePage,
  decorators: [withAppFrame],
  args: { notices, isLoading: false, error: null, onMarkRead: fn(), onMarkAllRead: fn() },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotices: Story = {};
export const WithNoticesJapanese: Story = { globals: { locale: 'ja' } };
export const AllRead: Story = { args: { notices: notices.map((notice) => ({ ...notice, read: true })) } };
export const NoNotices: Story = { args: { notices: [] } };
export const Loading: Story = { args: { notices: [], isLoading: true } };
export const LoadFailed: Story = { args: { notices: [], error: new Error('unavailable') } };
