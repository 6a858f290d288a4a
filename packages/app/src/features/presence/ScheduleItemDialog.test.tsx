import { BadRequestError } from '@kizuna/api-client';
import { ScheduleItemBodySchema, type ScheduleItemBody } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ScheduleItemDialog } from './ScheduleItemDialog';

/** 24 November 2026, 09:30 in the test's time zone. */
const NOW = new Date(2026, 10, 24, 9, 30);

function renderDialog(
  language: 'en' | 'ja' = 'en',
  onSubmit = vi.fn((_: ScheduleItemBody) => Promise.resolve()),
) {
  const onClose = vi.fn();
  renderWithProviders(<ScheduleItemDialog onSubmit={onSubmit} onClose={onClose} now={NOW} />, {
    language,
  });
  return { onSubmit, onClose };
}

/** What the server's own body schema makes of what the dialog sends. */
async function serverReading(body: unknown) {
  return ScheduleItemBodySchema['~standard'].validate(body);
}

async function setTime(label: RegExp, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

// Typing into a modal on a shared machine takes a few seconds.
describe('ScheduleItemDialog', { timeout: 30_000 }, () => {
  it('suggests the next full hour for an hour, and sends an item the server accepts', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add to my schedule' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('2026-11-24T10:00');
    expect(screen.getByLabelText(/^Ends/)).toHaveValue('2026-11-24T11:00');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  来客対応 ');
    await setTime(/^Ends/, '2026-11-24T12:30');
    await user.click(screen.getByRole('button', { name: /Show as/ }));
    await user.click(await screen.findByRole('option', { name: 'Out of office' }));
    await user.type(screen.getByRole('textbox', { name: 'Place' }), '本社 3F');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toEqual({
      subject: '来客対応',
      start: new Date(2026, 10, 24, 10, 0).toISOString(),
      end: new Date(2026, 10, 24, 12, 30).toISOString(),
      status: 'oof',
      location: '本社 3F',
    });
    expect(await serverReading(sent)).not.toHaveProperty('issues');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the show-as values one may choose, not “unknown”', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: /Show as/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Free', 'Working elsewhere', 'Tentative', 'Out of office', 'Busy']);
  });

  it('refuses a blank title and an end before the start, in Japanese, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderDialog('ja');
    await user.type(screen.getByRole('textbox', { name: /件名/ }), '   ');
    await setTime(/^終了/, '2026-11-24T09:00');
    await user.click(screen.getByRole('button', { name: '追加' }));
    expect(screen.getByRole('textbox', { name: /件名/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('必須項目です。')).toBeInTheDocument();
    expect(screen.getByLabelText(/^終了/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('終了は開始より後の日時にしてください。')).toBeInTheDocument();
    // Focus goes to the first field to fix.
    expect(screen.getByRole('textbox', { name: /件名/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an end equal to the start, as the server would', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Stand-up');
    await setTime(/^Ends/, '2026-11-24T10:00');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('The end must come after the start.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const refused = await serverReading({
      subject: 'Stand-up',
      start: new Date(2026, 10, 24, 10).toISOString(),
      end: new Date(2026, 10, 24, 10).toISOString(),
      status: 'busy',
    });
    expect(refused).toHaveProperty('issues');
  });

  it('counts a title in characters: 200 of 𠮷 pass, 201 do not', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.click(title);
    await user.paste('𠮷'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter at most 200 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(title);
    await user.paste('𠮷'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await serverReading(onSubmit.mock.calls[0]![0])).not.toHaveProperty('issues');
  });

  it('shows the server’s refusal on its field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new BadRequestError({
          method: 'POST',
          path: '/api/browser/principal/schedules',
          statusCode: 400,
          data: { code: 'VALIDATION', fieldErrors: [{ path: 'body.end', key: 'invalid' }] },
        }),
      ),
    );
    const { onClose } = renderDialog('en', onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Review');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The end must come after the start.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Ends/)).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the item cannot be sent at all', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('offline')));
    renderDialog('ja', onSubmit);
    await user.type(screen.getByRole('textbox', { name: /件名/ }), '打合せ');
    await user.click(screen.getByRole('button', { name: '追加' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '予定を追加できませんでした。もう一度お試しください。',
    );
  });
});
