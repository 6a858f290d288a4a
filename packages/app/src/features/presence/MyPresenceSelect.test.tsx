import { createKizunaClient } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
import { MyPresenceSelect } from './MyPresenceSelect';

/** A server nobody listens on: saving fails without an answer. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderSelect(language: 'en' | 'ja' = 'en') {
  const onChange = vi.fn();
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <MyPresenceSelect status="AVAILABLE" onChange={onChange} />
    </ClientProvider>,
    { language },
  );
  return onChange;
}

// userEvent on a shared, busy machine: more than the default 5 s per test.
const SLOW = 20_000;

describe('MyPresenceSelect', () => {
  it(
    'offers the statuses a person may set, not the line’s “in a call” or “unknown”',
    async () => {
      const user = userEvent.setup();
      renderSelect();
      await user.click(screen.getByRole('button', { name: /My status/ }));
      const options = screen.getAllByRole('option').map((option) => option.textContent);
      expect(options).toContain('Do not disturb');
      expect(options).toContain('Off work');
      expect(options).not.toContain('In a call');
      expect(options).not.toContain('Unknown');
      expect(options).toHaveLength(10);
    },
    SLOW,
  );

  it(
    'says so in Japanese when the status cannot be saved, and keeps the old one',
    async () => {
      const user = userEvent.setup();
      const onChange = renderSelect('ja');
      const trigger = screen.getByRole('button', { name: /自分のステータス/ });
      trigger.focus();
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: '取り込み中' }));
      expect(
        await screen.findByText(
          'ステータスを変更できませんでした。もう一度お試しください。',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      expect(trigger).toHaveTextContent('連絡可能');
    },
    SLOW,
  );
});
