import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles.css';
import { lineCallingOut, lineInState } from '../testing/callPanelFixtures';
import { CallPanelView } from './CallPanelView';

const meta = {
  title: 'widgets/CallPanel',
  component: CallPanelView,
  args: { status: lineInState('IDLE'), live: true },
  argTypes: { onAction: { action: 'action' } },
} satisfies Meta<typeof CallPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No line: the user has no extension, or the phone is unplugged. */
export const Disconnected: Story = { args: { status: lineInState('DISCONNECTED') } };

export const Idle: Story = {};

/** A colleague calls: the caller is named, Answer and Decline are offered. */
export const Ringing: Story = { args: { status: lineInState('RINGING') } };

/** The caller's line while the callee's phone rings: Calling, with End only. */
export const CallingOut: Story = { args: { status: lineCallingOut() } };

export const Talking: Story = { args: { status: lineInState('TALKING') } };

export const Held: Story = { args: { status: lineInState('HELD') } };

/** The same states in the words of the HIENG phone system. */
export const HiengIncoming: Story = { args: { status: lineInState('RINGING'), vocabulary: 'HIENG' } };

export const HiengOnCall: Story = { args: { status: lineInState('TALKING'), vocabulary: 'HIENG' } };

export const HiengOnHold: Story = { args: { status: lineInState('HELD'), vocabulary: 'HIENG' } };

export const HiengIdle: Story = { args: { status: lineInState('IDLE'), vocabulary: 'HIENG' } };

/** The socket is down: the panel says it polls. */
export const Polling: Story = { args: { live: false } };

/** A refused action: the code and what to do. */
export const Failed: Story = {
  args: {
    status: lineInState('TALKING'),
    error: 'TRANSIENT_SYSTEM_ERROR: the phone system is busy. Please try again later.',
  },
};

/** Japanese. */
export const Japanese: Story = {
  args: { status: lineInState('RINGING') },
  globals: { locale: 'ja' },
};
