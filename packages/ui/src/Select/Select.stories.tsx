import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Select, SelectItem } from './Select';

const pages = ['Home', 'Group', 'Internal', 'External', 'Company', 'History'];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: {
    label: 'Start page',
    children: pages.map((page) => (
      <SelectItem key={page} id={page}>
        {page}
      </SelectItem>
    )),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'Internal' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'This is a required field' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'Home' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelectedKey: 'Home' } };
export const ComboBoxDefault: Story = {
  render: () => (
    <ComboBox label="Division">
      {['Sales', 'Support', 'Engineering', '総務部', '経理部'].map((name) => (
        <ComboBoxItem key={name} id={name}>
          {name}
        </ComboBoxItem>
      ))}
    </ComboBox>
  ),
};
export const ComboBoxInvalid: Story = {
  render: () => (
    <ComboBox label="Division" isInvalid errorMessage="Choose a division">
      <ComboBoxItem id="sales">Sales</ComboBoxItem>
    </ComboBox>
  ),
};
