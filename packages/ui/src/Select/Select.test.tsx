import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { Select, SelectItem } from './Select';

describe('Select', () => {
  it('opens from the keyboard and selects an option', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Select label="Start page" onSelectionChange={onSelectionChange}>
        <SelectItem id="HOME">Home</SelectItem>
        <SelectItem id="INTERNAL">Internal contacts</SelectItem>
      </Select>,
    );
    const trigger = screen.getByRole('button', { name: /Start page/ });
    expect(trigger).toHaveTextContent('Select an item');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Internal contacts' }));
    expect(onSelectionChange).toHaveBeenCalledWith('INTERNAL');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Internal contacts');
  });
});

describe('ComboBox', () => {
  it('filters suggestions while typing and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <ComboBox label="Division" onSelectionChange={onSelectionChange}>
        <ComboBoxItem id={1}>Sales</ComboBoxItem>
        <ComboBoxItem id={2}>Support</ComboBoxItem>
        <ComboBoxItem id={3}>Engineering</ComboBoxItem>
      </ComboBox>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Division' }), 'Su');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Support']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveValue('Support');
  });
});
