import { I18nProvider } from '@kizuna/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lineCallingOut, lineInState } from '../testing/callPanelFixtures';
import { CallPanelView } from './CallPanelView';
import type { CallPanelViewProps } from './CallPanelView';

function renderPanel(props: CallPanelViewProps, locale = 'en-US') {
  const onAction = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <CallPanelView onAction={onAction} {...props} />
    </I18nProvider>,
  );
  return onAction;
}

describe('CallPanelView', () => {
  it('dials from the keyboard: keys of the pad, then Call', async () => {
    const user = userEvent.setup();
    const onAction = renderPanel({ status: lineInState('IDLE') });
    expect(screen.getByRole('status')).toHaveTextContent('Idle');
    await user.click(screen.getByRole('button', { name: 'Key 1' }));
    await user.tab();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '01*#');
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'dial', number: '1201*#' });
  });

  it('refuses letters with a message, and sends nothing', async () => {
    const user = userEvent.setup();
    const onAction = renderPanel({ status: lineInState('IDLE') });
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '03-12ab');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/Use digits, \* and #/)).toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('offers Answer and Decline while ringing, naming the caller', async () => {
    const user = userEvent.setup();
    const onAction = renderPanel({ status: lineInState('RINGING') });
    expect(screen.getByRole('status')).toHaveTextContent('Ringing');
    expect(screen.getByRole('status')).toHaveTextContent('Call from 山田 太郎');
    expect(screen.queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'answer' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'end' });
  });

  it('says Calling, not Talking, while the callee still rings, and offers End only', async () => {
    const user = userEvent.setup();
    const onAction = renderPanel({ status: lineCallingOut() }, 'ja-JP');
    expect(screen.getByRole('status')).toHaveTextContent('呼出中');
    expect(screen.getByRole('status')).not.toHaveTextContent('通話中');
    expect(screen.queryByRole('button', { name: '保留' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '終話' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'end' });
  });

  it('talking: hold, transfer and conference to the typed number; held: resume', async () => {
    const user = userEvent.setup();
    const onAction = renderPanel({ status: lineInState('TALKING') });
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'hold' });
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1002');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'transfer', number: '1002' });
    await user.click(screen.getByRole('button', { name: 'Conference' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'conference', number: '1002' });
    expect(screen.queryByRole('button', { name: 'Call' })).not.toBeInTheDocument();
  });

  it('says the HIENG state names, and Japanese', () => {
    renderPanel({ status: lineInState('HELD'), vocabulary: 'HIENG' }, 'ja-JP');
    expect(screen.getByRole('status')).toHaveTextContent('保留中');
    expect(screen.getByRole('button', { name: '保留解除' })).toBeInTheDocument();
  });

  it('offers no conference on HIENG, whose conference the phone makes', () => {
    renderPanel({ status: lineInState('TALKING'), vocabulary: 'HIENG' });
    expect(screen.getByRole('status')).toHaveTextContent('On call');
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conference' })).not.toBeInTheDocument();
  });

  it('shows a failure as an alert', () => {
    renderPanel({ status: lineInState('TALKING'), error: 'TIMEOUT: contact your administrator' });
    expect(screen.getByRole('alert')).toHaveTextContent('TIMEOUT');
  });

  it('names the other party and runs a timer while talking', async () => {
    renderPanel({ status: lineInState('TALKING') });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('山田 太郎');
    expect(status).toHaveTextContent('1001');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('0:01'), { timeout: 3000 });
  });

  it('names the callee while the own call rings out, and never offers to pick up that call', () => {
    const line = lineCallingOut();
    renderPanel({
      status: { ...line, self: { ...line.self, buttons: { ...line.self.buttons, pickup: true } } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('山田 太郎');
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick up' })).not.toBeInTheDocument();
  });

  it('offers to pick up a colleague’s call while the own line is idle', () => {
    const line = lineInState('IDLE');
    renderPanel({
      status: { ...line, self: { ...line.self, buttons: { ...line.self.buttons, pickup: true } } },
    });
    expect(screen.getByRole('button', { name: 'Pick up' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
