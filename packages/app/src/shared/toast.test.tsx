import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Save() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Saved', 'success')}>
      Save
    </button>
  );
}

describe('ToastProvider', () => {
  it('has no toast region until the first toast, which it then shows in one', async () => {
    render(
      <ToastProvider>
        <Save />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region');
    expect(region).toHaveTextContent('Saved');
  });
});
