import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Stack } from '../Layout/Layout';
import { CallStatus } from './CallStatus';
import type { CallStatusState } from './CallStatus';

const meta = {
  title: 'ui/CallStatus',
  component: CallStatus,
  args: { state: 'TALKING', label: '通話中', since: Date.now() - 83_000 },
} satisfies Meta<typeof CallStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const STATES: [CallStatusState, string, number | null][] = [
  ['CALLING', '呼出中', 7_000],
  ['RINGING', '着信中', 4_000],
  ['TALKING', '通話中', 83_000],
  ['HELD', '保留中', 25_000],
  ['IDLE', '待機中', null],
  ['DISCONNECTED', '未接続', null],
];

export const Calling: Story = { args: { state: 'CALLING', label: '呼出中', since: Date.now() - 7_000 } };
export const Ringing: Story = { args: { state: 'RINGING', label: '着信中', since: Date.now() - 4_000 } };
export const Talking: Story = {};
export const Held: Story = { args: { state: 'HELD', label: '保留中', since: Date.now() - 25_000 } };
export const IdleIndicator: Story = {
  args: { state: 'IDLE', label: '待機中', since: null, size: 'compact' },
};
export const LongCall: Story = { args: { since: Date.now() - 3_725_000 } };

/** Every state as the call bar shows it: the words carry the meaning; icon and colour add to it. */
export const AllStates: Story = {
  render: () => (
    <Stack>
      {STATES.map(([state, label, ago]) => (
        <CallStatus key={state} state={state} label={label} since={ago === null ? null : Date.now() - ago} />
      ))}
    </Stack>
  ),
};
export const AllStatesDark: Story = { ...AllStates, globals: { theme: 'dark' } };

/** In a strip like the app's call bar: name, number, state, timer and the actions of the state. */
export const InACallBar: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        padding: '4px 12px',
        borderLeft: '4px solid var(--kz-color-accent)',
        background: 'var(--kz-color-surface-raised)',
      }}
    >
      <strong style={{ fontSize: 'var(--kz-font-size-large)' }}>山田 太郎</strong>
      <span style={{ color: 'var(--kz-color-text-muted)' }}>03-5555-1001</span>
      <CallStatus state="TALKING" label="通話中" since={Date.now() - 83_000} />
      <Button>保留</Button>
      <Button>転送…</Button>
      <Button>会議…</Button>
      <Button variant="danger">終話</Button>
    </div>
  ),
};
