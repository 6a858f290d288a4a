import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainSearchField } from '../SearchField/PlainSearchField';
import { SearchField } from '../SearchField/SearchField';
import { TextField } from './TextField';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Account ID', description: 'Given by your administrator' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This is a required field', defaultValue: '' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'yamada.taro' } };
export const Multiline: Story = { args: { label: 'Memo', multiline: true, description: undefined } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { isInvalid: true, errorMessage: 'Invalid format' },
};
export const Search: Story = {
  render: () => <SearchField label="Search contacts" placeholder="Name, kana or extension" />,
};
export const SearchDisabled: Story = {
  render: () => <SearchField label="Search contacts" isDisabled defaultValue="山田" />,
};
/** `PlainSearchField`: the same look without react-aria, for home's search card. */
export const PlainSearch: Story = {
  render: function PlainSearch() {
    const [word, setWord] = useState('山田');
    return (
      <PlainSearchField
        label="Search contacts"
        description="Name, kana or extension"
        value={word}
        onChange={setWord}
      />
    );
  },
};
