import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { FloorMapView } from './FloorMapView';
import { SAMPLE_MAP_SIZE, sampleAreas, samplePeople } from './sampleFloor';

const PEOPLE_40 = samplePeople(40);
const PEOPLE_5000 = samplePeople(5000);
const AREAS = sampleAreas();

const meta = {
  title: 'ui/FloorMapView',
  component: FloorMapView,
  args: { label: '本社 3F', mapSize: SAMPLE_MAP_SIZE, people: PEOPLE_40, areas: AREAS },
  decorators: [
    (Story) => (
      <div style={{ height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloorMapView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A floor with forty people, seats and rooms; a card's call action comes from the app. */
export const Floor: Story = {
  args: {
    renderPersonActions: (person) => (
      <Button size="small" variant="primary">
        <Icon name="phone" /> {`${person.name} に発信`}
      </Button>
    ),
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const EmptyFloor: Story = { args: { people: [] } };
export const LocationFailed: Story = {
  args: { status: 'error', errorMessage: '位置情報を取得できませんでした。', onRetry: () => {} },
};
/** The benchmark's floor: 5,000 people, clustered until zoomed in. */
export const FiveThousandPeople: Story = { args: { people: PEOPLE_5000 } };
export const PersonHighlighted: Story = { args: { highlightedId: PEOPLE_40[7]!.id } };
