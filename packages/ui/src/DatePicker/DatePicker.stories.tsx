import { CalendarDate, isWeekend } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DatePicker, DateRangePicker } from './DatePicker';

const meta = {
  title: 'ui/DatePicker',
  component: DatePicker,
  args: { label: 'Date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: new CalendarDate(2025, 4, 1) } };
export const DisplayFormat: Story = {
  args: { format: 'YYYY/MM/DD', defaultValue: new CalendarDate(2025, 4, 1) },
};
export const Limited: Story = {
  args: {
    label: 'Weekday in April',
    minValue: new CalendarDate(2025, 4, 1),
    maxValue: new CalendarDate(2025, 4, 30),
    isDateUnavailable: (date) => isWeekend(date, 'ja-JP'),
    description: 'Weekdays of April 2025 only',
  },
};
export const Invalid: Story = { args: { errorMessage: 'This is a required field', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(2025, 4, 1) } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: new CalendarDate(2025, 4, 1) },
};
export const Range: Story = {
  render: () => (
    <DateRangePicker
      label="Period"
      defaultValue={{ start: new CalendarDate(2025, 4, 1), end: new CalendarDate(2025, 4, 30) }}
    />
  ),
};
export const RangeJapanese: Story = {
  globals: { locale: 'ja' },
  render: () => <DateRangePicker label="期間" />,
};
