import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { DisconnectServiceDialog, type DisconnectServiceDialogProps } from './DisconnectServiceDialog';

function renderDialog(language: 'en' | 'ja' = 'en') {
  const onDisconnect = vi.fn<DisconnectServiceDialogProps['onDisconnect']>(async () => null);
  const onClose = vi.fn();
  renderWithProviders(
    <DisconnectServiceDialog serviceName="受付パネル" onDisconnect={onDisconnect} onClose={onClose} />,
    { language },
  );
  return { onDisconnect, onClose };
}

describe('DisconnectServiceDialog', () => {
  it('disconnects nothing until the name is typed exactly', async () => {
    const user = userEvent.setup();
    const { onDisconnect, onClose } = renderDialog();
    const field = screen.getByRole('textbox', { name: /^Service name/ });
    await user.type(field, '受付');
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Type the service name exactly as shown.'),
    );
    expect(onDisconnect).not.toHaveBeenCalled();
    await user.type(field, 'パネル');
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(onDisconnect).toHaveBeenCalledWith('受付パネル');
    expect(onClose).toHaveBeenCalled();
  });

  it('asks in Japanese', async () => {
    renderDialog('ja');
    expect(screen.getByRole('dialog', { name: '「受付パネル」の連携を解除しますか？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '連携を解除' })).toBeInTheDocument();
  });
});

describe('CreatedKeyDialog', () => {
  it('shows the key once, with a way to copy it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<CreatedKeyDialog title="API key created" secret="kzn_secret" onClose={onClose} />);
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue('kzn_secret');
    expect(screen.getByRole('note')).toHaveTextContent('It is shown only this once');
    expect(screen.getByRole('button', { name: 'Copy the API key' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
