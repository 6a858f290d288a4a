import type { PresenceStatus } from '@kizuna/api-client';
import { PRESENCE_STATUSES } from '@kizuna/api-client';
import { PresenceIndicator } from '@kizuna/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { createStoryClient } from '../stories/createStoryClient';
import type { FakeServerFixtures } from '../stories/createStoryClient';
import '../styles.css';
import { PresenceBadge } from './PresenceBadge';
import { useWidgetMessages } from '../i18n/useWidgetMessages';
import { presenceKind, presenceMessageKey } from './presenceStatus';

function withFixtures(fixtures: FakeServerFixtures): Partial<Story> {
  const client = createStoryClient(fixtures);
  return {
    decorators: [
      (Story) => (
        <KizunaClientProvider client={client}>
          <Story />
        </KizunaClientProvider>
      ),
    ],
  };
}

const meta = {
  title: 'widgets/PresenceBadge',
  component: PresenceBadge,
  args: { userId: 1, name: '山田 太郎' },
  argTypes: { onStatusChange: { action: 'statusChange' } },
} satisfies Meta<typeof PresenceBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const presence: Record<number, PresenceStatus> = { 1: 'AVAILABLE', 2: 'BUSY', 3: 'OUT_OF_OFFICE' };

export const Available: Story = withFixtures({ presence });

export const Busy: Story = { ...withFixtures({ presence }), args: { userId: 2, name: '山田 花子' } };

/** Until the first answer. */
export const Loading: Story = withFixtures({ hang: true });

/** A failed read shows UNKNOWN (spec 001 §8). */
export const Failed: Story = withFixtures({ failWith: 500 });

/** Every status: icon shape and text, never colour alone. */
export const AllStatuses: Story = {
  render: function AllStatuses() {
    const t = useWidgetMessages();
    return (
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {PRESENCE_STATUSES.map((status) => (
          <li key={status}>
            <span className="kz-PresenceBadge" role="img" aria-label={status}>
              <PresenceIndicator kind={presenceKind(status)} label={t(presenceMessageKey(status))} />
            </span>
          </li>
        ))}
      </ul>
    );
  },
};
