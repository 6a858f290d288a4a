import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { ScheduleItemDialog } from './ScheduleItemDialog';

const meta = {
  title: 'app/Presence/Add to my schedule',
  component: ScheduleItemDialog,
  decorators: [withAppFrame],
  args: {
    onSubmit: fn(() => Promise.resolve()),
    onClose: fn(),
    now: new Date(2026, 10, 24, 9, 30),
  },
} satisfies Meta<typeof ScheduleItemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Japanese: Story = { globals: { locale: 'ja' } };
