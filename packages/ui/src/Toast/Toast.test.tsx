import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Popover, PopoverTrigger } from '../Popover/Popover';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { ToastRegion } from './Toast';
import { createToastQueue, showToast } from './toastQueue';

describe('Toast', () => {
  it('shows queued toasts in a labelled region and closes them', async () => {
    const user = userEvent.setup();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      showToast(queue, { title: 'Saved', description: 'Your settings were saved.', tone: 'success' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('Tooltip', () => {
  it('appears when its trigger gets keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <TooltipTrigger>
        <Button aria-label="Call">📞</Button>
        <Tooltip>Call this number</Tooltip>
      </TooltipTrigger>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Call this number');
    expect(screen.getByRole('button', { name: 'Call' })).toHaveAccessibleDescription('Call this number');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Popover', () => {
  it('opens on press, takes focus and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <Button>Details</Button>
        <Popover aria-label="Details">
          <Button>Inside</Button>
        </Popover>
      </PopoverTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus());
  });
});
