import type { ReactNode } from 'react';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { CallHistoryView } from './CallHistoryView';
import type { CallHistoryRow } from './CallHistoryView';

const at = (daysAgo: number, hour: number, minute: number) =>
  new Date(Date.UTC(2026, 10, 20 - daysAgo, hour - 9, minute)).toISOString();

const rows: CallHistoryRow[] = [
  {
    callHistoryId: 5,
    number: '1000',
    calledAt: at(0, 16, 5),
    answered: true,
    contactKind: 'INTERNAL',
    contactId: 1,
    fullname: '管理者 一郎',
    companyName: null,
    divisionName: '総務部',
  },
  {
    callHistoryId: 4,
    number: '050-5555-6666',
    calledAt: at(0, 14, 12),
    answered: false,
    contactKind: 'UNKNOWN',
    contactId: null,
    fullname: null,
    companyName: null,
    divisionName: null,
  },
  {
    callHistoryId: 3,
    number: '03-5555-0901',
    calledAt: at(1, 10, 30),
    answered: true,
    contactKind: 'EXTERNAL_PERSONAL',
    contactId: 12,
    fullname: '佐藤 花子',
    companyName: '株式会社サンプル',
    divisionName: '営業部',
  },
  {
    callHistoryId: 2,
    number: '03-5555-0100',
    calledAt: at(2, 9, 0),
    answered: false,
    contactKind: 'TENANT_PHONE_NUMBER',
    contactId: null,
    fullname: '代表番号',
    companyName: null,
    divisionName: null,
  },
];

function withDialogs(Story: () => ReactNode) {
  return (
    <DialogServiceProvider service={createDialogService()}>
      <Story />
    </DialogServiceProvider>
  );
}

const meta = {
  title: 'app/Pages/Call history',
  component: CallHistoryView,
  decorators: [withDialogs, withAppFrame],
  args: {
    type: 'incoming',
    onTypeChange: fn(),
    rows,
    hasMore: true,
    isLoading: false,
    error: null,
    onRetry: fn(),
    onLoadMore: fn(),
    phoneSettings: { mode: 'CUCM', dynamicScheme: null },
    onCallBack: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    onBlock: fn(() => Promise.resolve()),
    saveContactHref: (row) =>
      `/externalContacts/personal/add/1?phoneNumber=${encodeURIComponent(row.number)}`,
  },
} satisfies Meta<typeof CallHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Incoming: Story = {};
export const IncomingJapanese: Story = { globals: { locale: 'ja' } };
export const OutgoingWithTelLinks: Story = {
  args: { type: 'outgoing', hasMore: false, phoneSettings: { mode: 'TEL_COLON', dynamicScheme: null } },
};
export const Empty: Story = { args: { rows: [], hasMore: false } };
export const Loading: Story = { args: { rows: [], hasMore: false, isLoading: true } };
export const LoadFailed: Story = { args: { rows: [], hasMore: false, error: new Error('unavailable') } };
