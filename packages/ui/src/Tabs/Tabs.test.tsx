import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches the panel with arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="History">
          <Tab id="in">Incoming</Tab>
          <Tab id="out">Outgoing</Tab>
        </TabList>
        <TabPanel id="in">Incoming calls</TabPanel>
        <TabPanel id="out">Outgoing calls</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Incoming calls');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Outgoing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Outgoing calls');
  });
});

describe('Menu', () => {
  it('opens from its trigger and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="delete" danger>
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls.map((call) => call[0])).toEqual(['delete']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
