import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu/Menu';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'ui/Tabs and Menu',
  component: Tabs,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const renderTabs = () => (
  <Tabs>
    <TabList aria-label="Call history">
      <Tab id="incoming">Incoming</Tab>
      <Tab id="outgoing">Outgoing</Tab>
      <Tab id="missed" isDisabled>
        Missed
      </Tab>
    </TabList>
    <TabPanel id="incoming">Incoming calls</TabPanel>
    <TabPanel id="outgoing">Outgoing calls</TabPanel>
    <TabPanel id="missed">Missed calls</TabPanel>
  </Tabs>
);

export const Default: Story = { render: renderTabs };
export const Dark: Story = { globals: { theme: 'dark' }, render: renderTabs };
export const ActionMenu: Story = {
  render: () => (
    <MenuTrigger>
      <Button iconOnly aria-label="Actions">
        <Icon name="more" />
      </Button>
      <Menu onAction={fn()}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="copy">Copy to folder</MenuItem>
        <MenuItem id="disabled" isDisabled>
          Export
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" danger>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
