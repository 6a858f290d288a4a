import { createKizunaClient } from '@kizuna/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useCallStore } from './callStore';
import { ClickToCall } from './ClickToCall';

/** A server nobody listens on: a placed call fails, and the failure lands in the call store. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderNumber(language: 'en' | 'ja' = 'ja') {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <ClickToCall number="0355551001" label="Office" name="佐藤 一郎" />
    </ClientProvider>,
    { language },
  );
}

describe('a number that calls', () => {
  it('shows the number the Japanese way with a phone icon, and says what it does', async () => {
    const user = userEvent.setup();
    renderNumber('ja');
    const button = screen.getByRole('button', { name: 'Office 03-5555-1001 に発信' });
    expect(button).toHaveTextContent('03-5555-1001');
    expect(button.querySelector('svg[data-icon="phone"]')).not.toBeNull();
    // Keyboard focus shows the tooltip at once (hover, after a short delay).
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('03-5555-1001 に発信');
  });

  it('shows the tooltip on the first hover, on the same button, which it then describes', async () => {
    const user = userEvent.setup();
    renderNumber('en');
    const button = screen.getByRole('button', { name: 'Call Office 03-5555-1001' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // react-aria shows a tooltip on hover once the pointer is the way the person interacts.
    await user.click(document.body);
    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tooltip).toHaveTextContent('Call 03-5555-1001');
    // The tooltip's code arrived without mounting the number again.
    expect(screen.getByRole('button', { name: 'Call Office 03-5555-1001' })).toBe(button);
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('asks first by default, naming the person, with the focus on Call; Escape calls no one', async () => {
    const user = userEvent.setup();
    renderNumber('ja');
    await user.click(screen.getByRole('button', { name: /03-5555-1001/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '発信しますか？' });
    expect(dialog).toHaveTextContent('佐藤 一郎');
    expect(dialog).toHaveTextContent('03-5555-1001');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '発信' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useCallStore.getState().failure).toBeNull();
  });

  it('places the call, as digits, once Call is pressed', async () => {
    const user = userEvent.setup();
    renderNumber('en');
    await user.click(screen.getByRole('button', { name: /03-5555-1001/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Call this number?' });
    await user.click(within(dialog).getByRole('button', { name: 'Call' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The call was tried (the server is unreachable) and the bar will name who was called.
    await waitFor(() => expect(useCallStore.getState().failure).not.toBeNull());
    expect(useCallStore.getState().partyNames).toEqual({ '0355551001': '佐藤 一郎' });
  });

  it('calls at once, without asking, when the user turned the confirmation off', async () => {
    const user = userEvent.setup();
    useCallStore.getState().setConfirmBeforeCalling(false);
    renderNumber('en');
    await user.click(screen.getByRole('button', { name: /03-5555-1001/ }));
    await waitFor(() => expect(useCallStore.getState().failure).not.toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
