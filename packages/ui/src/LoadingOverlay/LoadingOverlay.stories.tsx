import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Layout';
import { createInFlightCounter, useInFlightCount } from './createInFlightCounter';
import { LoadingOverlay } from './LoadingOverlay';

const demo = createInFlightCounter();

function Controls() {
  const count = useInFlightCount(demo);
  return (
    <Inline>
      <Button
        onPress={() => {
          demo.begin();
          setTimeout(() => demo.end(), 1500);
        }}
      >
        Start a 1.5 s request
      </Button>
      <span>In flight: {count}</span>
    </Inline>
  );
}

const meta = { title: 'ui/LoadingOverlay', component: LoadingOverlay } satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  args: { counter: demo },
  render: (args) => (
    <>
      <Controls />
      <LoadingOverlay {...args} />
    </>
  ),
};

const busy = createInFlightCounter();
busy.begin();
export const Loading: Story = { args: { counter: busy } };
export const LoadingDark: Story = { args: { counter: busy }, globals: { theme: 'dark' } };
