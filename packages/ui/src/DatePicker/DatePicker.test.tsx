import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, DateRangePicker } from './DatePicker';

describe('DatePicker', () => {
  it('accepts a typed real date on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Birthday" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Birthday' });
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await user.type(input, '2025/4/1{Enter}');
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2025, 4, 1));
    expect(input).toHaveValue('2025-04-01');
  });

  it('refuses a date that does not exist and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Birthday" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Birthday' });
    await user.type(input, '2025-02-30');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid date as YYYY-MM-DD.');
  });

  it('refuses a date outside the allowed range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Day" minValue={new CalendarDate(2025, 4, 1)} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '2025-03-31{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('This date cannot be chosen.')).toBeInTheDocument();
  });

  it('picks from a calendar whose weeks start on Sunday', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider locale="en-GB">
        <DatePicker label="Day" defaultValue={new CalendarDate(2025, 4, 10)} onChange={onChange} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const grid = await screen.findByRole('grid');
    // en-GB weeks start on Monday; April 2025 begins on a Tuesday, so a Sunday start shows 30 and 31 March first.
    const firstWeek = within(grid).getAllByRole('row')[0]!;
    expect(
      within(firstWeek)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '31', '1', '2', '3', '4', '5']);
    await user.click(within(grid).getByRole('button', { name: /15 April 2025/ }));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2025, 4, 15));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('2025-04-15');
  });
});

describe('DateRangePicker', () => {
  it('accepts start ~ end in order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker label="Period" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Period' });
    await user.type(input, '2025-04-01~2025-04-30{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2025, 4, 1),
      end: new CalendarDate(2025, 4, 30),
    });
    expect(input).toHaveValue('2025-04-01 ~ 2025-04-30');
  });

  it('refuses a range whose start is after its end', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider locale="ja-JP">
        <DateRangePicker label="期間" onChange={onChange} />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: '期間' });
    await user.type(input, '2025-04-30 ~ 2025-04-01{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('開始日は終了日以前の日付にしてください。');
  });
});
