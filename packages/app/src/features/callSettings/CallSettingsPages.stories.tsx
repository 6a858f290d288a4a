import type { ReactNode } from 'react';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { CallRejectionsView } from './CallRejectionsView';
import { CallSettingsView } from './CallSettingsView';
import { ImportResultDetailView } from './ImportResultDetailView';
import { ImportResultsView } from './ImportResultsView';

function withDialogs(Story: () => ReactNode) {
  return (
    <DialogServiceProvider service={createDialogService()}>
      <Story />
    </DialogServiceProvider>
  );
}

const meta = {
  title: 'app/Pages/Call settings',
  component: CallSettingsView,
  decorators: [withDialogs, withAppFrame],
  args: {
    callRejectionAvailable: true,
    transfer: {
      data: {
        callForwardAll: { enabled: false, destination: '' },
        callForwardNoAnswer: { enabled: true, destination: '090-1234-5678', duration: 20 },
      },
      error: null,
      retry: fn(),
      durationBounds: { min: 5, max: 300 },
      onSave: fn(() => Promise.resolve()),
    },
    mobileConnect: {
      data: [{ destination: '090-1234-5678', enable: true }],
      error: null,
      retry: fn(),
      max: 5,
      onSave: fn(() => Promise.resolve()),
    },
    cti: {
      data: { extensionNum: '1001', deviceName: '', autoAnswer: false },
      error: null,
      retry: fn(),
      onSave: fn(() => Promise.resolve()),
    },
  },
} satisfies Meta<typeof CallSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};
export const SettingsJapanese: Story = { globals: { locale: 'ja' } };

const rejections = [
  { callRejectionId: 1, fromNumber: '0120444444', remarks: '営業電話' },
  { callRejectionId: 2, fromNumber: '0570000000', remarks: 'ワン切り' },
];
const rejectionArgs = {
  items: rejections,
  page: 1,
  pageSize: 100,
  totalCount: rejections.length,
  onPageChange: fn(),
  isLoading: false,
  error: null,
  onRetry: fn(),
  onInsert: fn(() => Promise.resolve()),
  onUpdate: fn(() => Promise.resolve()),
  onDelete: fn(() => Promise.resolve()),
  onImport: fn(() =>
    Promise.resolve({
      fileId: 1,
      fileName: 'rejections.tsv',
      status: 'COMPLETED' as const,
      messageCode: null,
      registered: 1,
      updated: 0,
      deleted: 0,
      failed: 1,
    }),
  ),
  onExport: fn(() => Promise.resolve()),
  onExportSample: fn(() => Promise.resolve()),
};

export const RejectionList: Story = { render: () => <CallRejectionsView {...rejectionArgs} /> };
export const RejectionListJapanese: Story = {
  globals: { locale: 'ja' },
  render: () => <CallRejectionsView {...rejectionArgs} />,
};

const resultArgs = {
  page: 1,
  pageSize: 30,
  onPageChange: fn(),
  isLoading: false,
  error: null,
  onRetry: fn(),
};

export const ImportResults: Story = {
  render: () => (
    <ImportResultsView
      {...resultArgs}
      totalCount={2}
      items={[
        {
          fileId: 2,
          fileName: 'rejections.tsv',
          status: 'COMPLETED',
          messageCode: null,
          registered: 1,
          updated: 0,
          deleted: 0,
          failed: 1,
          createdAt: '2026-11-20T01:04:00.000Z',
        },
        {
          fileId: 1,
          fileName: 'old.csv',
          status: 'FAILED',
          messageCode: 'FILE_CHARSET',
          registered: 0,
          updated: 0,
          deleted: 0,
          failed: 0,
          createdAt: '2026-11-19T23:00:00.000Z',
        },
      ]}
    />
  ),
};

export const ImportResultDetail: Story = {
  globals: { locale: 'ja' },
  render: () => (
    <ImportResultDetailView
      {...resultArgs}
      totalCount={2}
      items={[
        { lineNumber: 3, messageCode: 'REJECT_NUMBER_REQUIRED', messageParams: {} },
        { lineNumber: 4, messageCode: 'REJECT_NUMBER_TOO_LONG', messageParams: { max: 32 } },
      ]}
    />
  ),
};
