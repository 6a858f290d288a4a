import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, Modal } from './Dialog';

/** A list whose rows each delete themselves after a confirmation, inside a page's marked content. */
function Rows() {
  const [rows, setRows] = useState(['A', 'B']);
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <div data-focus-fallback="">
      <h1>Groups</h1>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <Button onPress={() => setAsking(row)}>Delete {row}</Button>
          </li>
        ))}
      </ul>
      {asking && (
        <Modal isOpen onOpenChange={(open) => !open && setAsking(null)}>
          <Dialog title={`Delete ${asking}?`}>
            <Button onPress={() => setAsking(null)}>Cancel</Button>
            <Button
              onPress={() => {
                // The dialog closes at once; the row goes once the server has answered.
                setAsking(null);
                setTimeout(() => setRows((all) => all.filter((row) => row !== asking)), 200);
              }}
            >
              Confirm
            </Button>
          </Dialog>
        </Modal>
      )}
    </div>
  );
}

describe('Modal', () => {
  it('gives the focus back to the trigger when it closes', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete A' })).toHaveFocus());
  });

  it('gives the focus to the page’s main heading, not the body, when the trigger has gone', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete A' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Groups' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Groups' })).toHaveAttribute('tabindex', '-1');
  });
});
