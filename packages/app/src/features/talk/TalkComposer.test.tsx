import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { TalkComposer } from './TalkComposer';

function setup() {
  const onSend = vi.fn(async () => true);
  renderWithProviders(<TalkComposer onSend={onSend} onAttach={vi.fn()} />);
  return { onSend, field: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('TalkComposer', () => {
  it('sends on Enter and empties the field', async () => {
    const { onSend, field } = setup();
    await userEvent.type(field, 'お疲れさまです{Enter}');
    expect(onSend).toHaveBeenCalledWith('お疲れさまです');
    expect(field).toHaveValue('');
  });

  it('breaks the line on Shift+Enter without sending', async () => {
    const { onSend, field } = setup();
    await userEvent.type(field, '一行目{Shift>}{Enter}{/Shift}二行目');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('一行目\n二行目');
  });

  it('does not send on the Enter that confirms a Japanese conversion', async () => {
    const { onSend, field } = setup();
    await userEvent.type(field, 'かいぎ');
    fireEvent.compositionStart(field);
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.compositionEnd(field);
    // Safari sends the confirming Enter after compositionend, with key code 229.
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('かいぎ');
  });

  it('sends nothing blank and keeps the text when sending failed', async () => {
    const onSend = vi.fn(async () => false);
    renderWithProviders(<TalkComposer onSend={onSend} onAttach={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(field, 'x{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('   x');
  });

  it('is disabled with its reason in a read-only room', () => {
    renderWithProviders(
      <TalkComposer onSend={vi.fn()} onAttach={vi.fn()} disabledReason="This talk is read-only." />,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'This talk is read-only.',
    );
  });
});
