import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('fires onPress on click, Enter and Space, saying which', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<PlainButton onPress={onPress}>Save</PlainButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress.mock.calls.map(([event]) => event.pointerType)).toEqual(['mouse', 'keyboard', 'keyboard']);
    // A button, not a submit button, unless asked.
    expect(button).toHaveAttribute('type', 'button');
  });

  it('does nothing while disabled and says so', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <PlainButton onPress={onPress} isDisabled>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled');
  });

  it('stays focusable while pending but takes no press', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <PlainButton onPress={onPress} isPending>
        Call
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Call' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending');
  });

  it('shows a focus ring state only for keyboard focus, and hover and press states', async () => {
    const user = userEvent.setup();
    const onHoverStart = vi.fn();
    render(
      <>
        <PlainButton variant="primary" onHoverStart={onHoverStart}>
          Call
        </PlainButton>
        <PlainButton>Other</PlainButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Call' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await user.tab();
    expect(button).not.toHaveAttribute('data-focus-visible');

    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered');
    expect(onHoverStart).toHaveBeenCalledTimes(1);
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed');
    // Focus from a pointer draws no ring.
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('data-focus-visible');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
  });
});
