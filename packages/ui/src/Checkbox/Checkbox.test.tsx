import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Switch } from '../Switch/Switch';
import { Checkbox, CheckboxGroup } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('groups values under one label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Notify by" onChange={onChange}>
        <Checkbox value="mail">Mail</Checkbox>
        <Checkbox value="push">Push</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Notify by' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Push' }));
    expect(onChange).toHaveBeenLastCalledWith(['push']);
  });
});

describe('Switch', () => {
  it('switches on and off', async () => {
    const user = userEvent.setup();
    render(<Switch>Dark mode</Switch>);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('moves the choice with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Destination" defaultValue="HOME" onChange={onChange}>
        <Radio value="HOME">Home</Radio>
        <Radio value="THANKS">Thanks</Radio>
      </RadioGroup>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Thanks' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('THANKS');
  });
});
