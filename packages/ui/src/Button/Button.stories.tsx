import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Layout/Layout';
import { PlainButton } from '../PlainButton/PlainButton';
import { Button } from './Button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Quiet: Story = { args: { variant: 'quiet' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = { args: { isPending: true, variant: 'primary' } };
export const LargeCallAction: Story = {
  args: {
    size: 'large',
    variant: 'primary',
    children: (
      <>
        <Icon name="phone" /> Call
      </>
    ),
  },
};
export const IconOnly: Story = {
  args: { iconOnly: true, 'aria-label': 'Search', children: <Icon name="search" /> },
};
export const AllVariantsDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Inline>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args}>Secondary</Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} variant="quiet">
        Quiet
      </Button>
      <Button {...args} isDisabled>
        Disabled
      </Button>
    </Inline>
  ),
};

/** `PlainButton`: the same look without react-aria, for the app frame and home. */
export const PlainButtons: Story = {
  render: () => (
    <Inline>
      <PlainButton variant="primary">Primary</PlainButton>
      <PlainButton>Secondary</PlainButton>
      <PlainButton variant="danger">Delete</PlainButton>
      <PlainButton variant="quiet">Quiet</PlainButton>
      <PlainButton isDisabled>Disabled</PlainButton>
      <PlainButton iconOnly aria-label="Search">
        <Icon name="search" />
      </PlainButton>
    </Inline>
  ),
};
