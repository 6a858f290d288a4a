import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Switch } from '../Switch/Switch';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'ui/Checkbox, Radio, Switch',
  component: Checkbox,
  args: { children: 'Remember me' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Notify by" defaultValue={['mail']} description="Choose at least one">
      <Checkbox value="mail">Mail</Checkbox>
      <Checkbox value="push">Push</Checkbox>
      <Checkbox value="chat" isDisabled>
        Chat
      </Checkbox>
    </CheckboxGroup>
  ),
};
export const Radios: Story = {
  render: () => (
    <RadioGroup label="Login destination" defaultValue="HOME">
      <Radio value="HOME">Home</Radio>
      <Radio value="THANKS">Thanks</Radio>
    </RadioGroup>
  ),
};
export const RadiosInvalidHorizontal: Story = {
  render: () => (
    <RadioGroup label="Display" orientation="horizontal" isInvalid errorMessage="Choose one">
      <Radio value="ALL">All</Radio>
      <Radio value="OWN_DIVISION">Own division</Radio>
      <Radio value="LAST_DIVISION" isDisabled>
        Last division
      </Radio>
    </RadioGroup>
  ),
};
export const Switches: Story = {
  render: () => (
    <>
      <Switch>Show kana readings</Switch>
      <Switch defaultSelected>Play a sound on incoming calls</Switch>
      <Switch isDisabled>Unavailable option</Switch>
    </>
  ),
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <Checkbox defaultSelected>Checked</Checkbox>
      <RadioGroup label="Login destination" defaultValue="HOME">
        <Radio value="HOME">Home</Radio>
        <Radio value="THANKS">Thanks</Radio>
      </RadioGroup>
      <Switch defaultSelected>On</Switch>
    </>
  ),
};
