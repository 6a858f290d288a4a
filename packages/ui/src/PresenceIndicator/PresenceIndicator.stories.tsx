import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Layout/Layout';
import { PresenceIndicator } from './PresenceIndicator';
import type { PresenceKind } from './PresenceIndicator';

const meta = {
  title: 'ui/PresenceIndicator',
  component: PresenceIndicator,
  args: { kind: 'available', label: 'Available' },
} satisfies Meta<typeof PresenceIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const KINDS: Array<[PresenceKind, string]> = [
  ['available', 'Available'],
  ['busy', 'In a meeting'],
  ['away', 'Away'],
  ['offline', 'Offline'],
  ['unknown', 'Unknown'],
];

export const Available: Story = {};
export const EveryKind: Story = {
  render: () => (
    <Inline gap={4}>
      {KINDS.map(([kind, label]) => (
        <PresenceIndicator key={kind} kind={kind} label={label} />
      ))}
    </Inline>
  ),
};
export const Compact: Story = {
  render: () => (
    <Inline gap={2}>
      {KINDS.map(([kind, label]) => (
        <PresenceIndicator key={kind} kind={kind} label={label} compact />
      ))}
    </Inline>
  ),
};
