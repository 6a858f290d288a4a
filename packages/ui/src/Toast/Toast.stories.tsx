import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Layout';
import { Popover, PopoverTrigger } from '../Popover/Popover';
import { DeferredTooltipTrigger } from '../Tooltip/DeferredTooltipTrigger';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { Icon } from '../Icon/Icon';
import { PlainButton } from '../PlainButton/PlainButton';
import { ToastRegion } from './Toast';
import { createToastQueue, showToast } from './toastQueue';

const queue = createToastQueue();

const meta = { title: 'ui/Toast, Tooltip, Popover', component: ToastRegion, args: { queue } } satisfies Meta<
  typeof ToastRegion
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {
  render: (args) => (
    <>
      <Inline>
        <Button onPress={() => showToast(queue, { title: 'Saved', tone: 'success' })}>Success</Button>
        <Button
          onPress={() =>
            showToast(queue, { title: 'Could not save', description: 'Try again later.', tone: 'danger' })
          }
        >
          Error
        </Button>
        <Button onPress={() => showToast(queue, { title: 'New notice' }, { timeout: undefined })}>
          Sticky
        </Button>
      </Inline>
      <ToastRegion {...args} />
    </>
  ),
};

const shownQueue = createToastQueue();
showToast(
  shownQueue,
  { title: 'Password changed', description: 'Use it next time you sign in.', tone: 'success' },
  { timeout: undefined },
);
export const ToastShown: Story = { args: { queue: shownQueue } };
export const ToastShownDark: Story = { args: { queue: shownQueue }, globals: { theme: 'dark' } };

export const TooltipOnIcon: Story = {
  render: () => (
    <TooltipTrigger>
      <Button iconOnly aria-label="Call">
        <Icon name="phone" />
      </Button>
      <Tooltip>Call extension 1001</Tooltip>
    </TooltipTrigger>
  ),
};

export const TooltipOpen: Story = {
  render: () => (
    <div style={{ paddingTop: 48 }}>
      <TooltipTrigger defaultOpen>
        <Button>Hover me</Button>
        <Tooltip>Shown on hover and focus</Tooltip>
      </TooltipTrigger>
    </div>
  ),
};

/** The tooltip's overlay loads on the first hover or focus of its button (click-to-call's numbers). */
export const TooltipLoadedOnFirstUse: Story = {
  render: () => (
    <DeferredTooltipTrigger tooltip="Call 03-1234-5678">
      {(trigger) => (
        <PlainButton {...trigger} iconOnly aria-label="Call 03-1234-5678">
          <Icon name="phone" />
        </PlainButton>
      )}
    </DeferredTooltipTrigger>
  ),
};

export const PopoverDetails: Story = {
  render: () => (
    <PopoverTrigger>
      <Button>Details</Button>
      <Popover aria-label="Presence">
        <p style={{ margin: 0 }}>In a meeting until 15:00</p>
      </Popover>
    </PopoverTrigger>
  ),
};
