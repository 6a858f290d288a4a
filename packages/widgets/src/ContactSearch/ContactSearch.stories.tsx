import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { createStoryClient, STORY_PEOPLE, STORY_PRESENCE } from '../stories/createStoryClient';
import type { FakeServerFixtures } from '../stories/createStoryClient';
import '../styles.css';
import { ContactSearch } from './ContactSearch';

function withFixtures(fixtures: FakeServerFixtures, query?: string): Partial<Story> {
  const client = createStoryClient(fixtures);
  return {
    decorators: [
      (Story) => (
        <KizunaClientProvider client={client}>
          <div style={{ minHeight: 360 }}>
            <Story />
          </div>
        </KizunaClientProvider>
      ),
    ],
    ...(query === undefined
      ? {}
      : {
          play: async ({ canvasElement }) => {
            await userEvent.type(within(canvasElement).getByRole('combobox'), query);
          },
        }),
  };
}

const meta = {
  title: 'widgets/ContactSearch',
  component: ContactSearch,
  args: { scope: 'FULLNAME' },
  argTypes: { onSelect: { action: 'select' } },
} satisfies Meta<typeof ContactSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = { people: STORY_PEOPLE, presence: STORY_PRESENCE };

/** Before typing: the field alone. */
export const Idle: Story = withFixtures(people);

/** Results with face, name and kana, division (+ further posts), presence and extension. */
export const Results: Story = {
  ...withFixtures(people),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'yamada');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: /山田 太郎/ })).toBeInTheDocument();
  },
};

/** A kana query; presence of a person without a presence column comes from the presence call. */
export const KanaQuery: Story = withFixtures(people, 'ヤマ');

/** Skeleton rows while the first answer is on its way. */
export const Loading: Story = withFixtures({ hang: true }, '山田');

/** No one matches. */
export const Empty: Story = withFixtures(people, 'zzz');

/** The search failed; Retry runs it again. */
export const Failed: Story = withFixtures({ failWith: 500 }, '山田');

/** The browser has no Kizuna session. */
export const SignedOut: Story = withFixtures({ failWith: 401 }, '山田');

/** Free word over every field, with a custom label. */
export const AllFields: Story = {
  ...withFixtures(people, '開発'),
  args: { scope: 'ALL', label: 'Find a colleague' },
};
