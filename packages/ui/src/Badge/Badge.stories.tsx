import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Heading, PageHeader } from '../Heading/Heading';
import { Icon, iconNames } from '../Icon/Icon';
import { Inline, Stack } from '../Layout/Layout';
import { Link } from '../Link/Link';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Badge } from './Badge';

const meta = { title: 'ui/Building blocks', component: Badge, args: { count: 3 } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Capped: Story = { args: { count: 250 } };
export const OnAMenuEntry: Story = {
  render: (args) => (
    <Inline>
      <Link href="#home">Home</Link>
      <Badge {...args} />
    </Inline>
  ),
};
export const Icons: Story = {
  render: () => (
    <Inline gap={4}>
      {iconNames.map((name) => (
        <Inline key={name} gap={1}>
          <Icon name={name} /> <small>{name}</small>
        </Inline>
      ))}
    </Inline>
  ),
};
export const Headers: Story = {
  render: () => (
    <Stack>
      <PageHeader
        title="Internal contacts"
        description="1,234 people"
        actions={<Button variant="primary">Add</Button>}
      />
      <Heading level={2}>Notices</Heading>
      <Heading level={3}>Today</Heading>
      <p>
        Text with an <Link href="#x">inline link</Link>
        <VisuallyHidden> (opens the notice)</VisuallyHidden>.
      </p>
    </Stack>
  ),
};
export const Skeletons: Story = {
  render: () => (
    <Stack>
      <Inline>
        <Skeleton shape="circle" height="40px" />
        <Skeleton lines={2} width="240px" />
      </Inline>
      <Skeleton shape="block" height="80px" />
    </Stack>
  ),
};
export const States: Story = {
  render: () => (
    <Stack>
      <EmptyState description="No notices yet." />
      <ErrorState description="The server did not answer." onRetry={() => {}} />
    </Stack>
  ),
};
export const StatesDark: Story = { ...States, globals: { theme: 'dark' } };
