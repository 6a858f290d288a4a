import type { ReactElement } from 'react';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import type { Language } from '../../i18n/createI18n';
import { CallHistoryView } from './CallHistoryView';
import type { CallHistoryRow, CallHistoryViewProps } from './CallHistoryView';

function row(overrides: Partial<CallHistoryRow>): CallHistoryRow {
  return {
    callHistoryId: 1,
    number: '0312345678',
    calledAt: new Date(2026, 10, 20, 9, 5).toISOString(),
    answered: true,
    contactKind: 'UNKNOWN',
    contactId: null,
    fullname: null,
    companyName: null,
    divisionName: null,
    ...overrides,
  };
}

const ROWS: CallHistoryRow[] = [
  row({
    callHistoryId: 11,
    number: '1001',
    contactKind: 'INTERNAL',
    contactId: 42,
    fullname: '山田 太郎',
    companyName: 'Kizuna Demo',
    divisionName: 'Sales',
  }),
  row({
    callHistoryId: 12,
    number: '0312345678',
    answered: false,
    calledAt: new Date(2026, 10, 19, 18, 30).toISOString(),
  }),
  row({
    callHistoryId: 13,
    number: '0455550000',
    contactKind: 'EXTERNAL_PERSONAL',
    contactId: 7,
    fullname: 'Jane Smith',
    companyName: 'Acme',
  }),
];

function props(overrides: Partial<CallHistoryViewProps> = {}): CallHistoryViewProps {
  return {
    type: 'incoming',
    onTypeChange: vi.fn(),
    rows: ROWS,
    hasMore: false,
    isLoading: false,
    error: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    phoneSettings: { mode: 'CUCM', dynamicScheme: null },
    onCallBack: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onBlock: vi.fn(() => Promise.resolve()),
    saveContactHref: (r) => `/externalContacts/personal/add/5?phoneNumber=${r.number}`,
    ...overrides,
  };
}

function renderView(ui: ReactElement, language: Language = 'en') {
  return renderWithProviders(
    <DialogServiceProvider service={createDialogService()}>{ui}</DialogServiceProvider>,
    {
      language,
    },
  );
}

function bodyRows() {
  return screen.getAllByRole('row').slice(1);
}

describe('CallHistoryView', () => {
  it('shows each call with its time, number, contact and whether it was answered in words', () => {
    renderView(<CallHistoryView {...props()} />);
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('2026/11/20 09:05');
    expect(first).toHaveTextContent('1001');
    expect(within(first!).getByRole('link', { name: '山田 太郎' })).toHaveAttribute(
      'href',
      '/internalContacts/detail/42',
    );
    expect(first).toHaveTextContent('Kizuna Demo / Sales');
    expect(first).toHaveTextContent('Answered');
    expect(second).toHaveTextContent('2026/11/19 18:30');
    expect(second).toHaveTextContent('Unknown');
    expect(second).toHaveTextContent('Missed');
    expect(second).toHaveTextContent('03-1234-5678');
    expect(within(third!).getByRole('link', { name: 'Jane Smith' })).toHaveAttribute(
      'href',
      '/externalContacts/personal/detail/7',
    );
  });

  it('offers "save as contact" only for unknown callers, with the number prefilled', () => {
    renderView(<CallHistoryView {...props()} />);
    const links = screen.getAllByRole('link', { name: /^Save as contact/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Save as contact: 0312345678');
    expect(links[0]).toHaveAttribute('href', '/externalContacts/personal/add/5?phoneNumber=0312345678');
  });

  it('deletes the selected calls only after the user confirms', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve());
    renderView(<CallHistoryView {...props({ onDelete })} />);
    const deleteButton = screen.getByRole('button', { name: 'Delete 0 selected' });
    expect(deleteButton).toBeDisabled();

    await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await user.click(within(bodyRows()[1]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the 2 selected calls from the history?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith([11, 12]);
    expect(await screen.findByText('2 calls were deleted from the history.')).toBeInTheDocument();
  }, 20_000);

  it('blocks a number after confirmation and says so', async () => {
    const user = userEvent.setup();
    const onBlock = vi.fn(() => Promise.resolve());
    renderView(<CallHistoryView {...props({ onBlock })} />);
    await user.click(screen.getByRole('button', { name: 'Block 0312345678' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Calls from 0312345678 will be rejected from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(onBlock).toHaveBeenCalledWith('0312345678');
    expect(await screen.findByText('Calls from 0312345678 will be rejected.')).toBeInTheDocument();
  }, 20_000);

  it('reports a failed block without pretending it worked', async () => {
    const user = userEvent.setup();
    const onBlock = vi.fn(() => Promise.reject(new Error('400')));
    renderView(<CallHistoryView {...props({ onBlock })} />);
    await user.click(screen.getByRole('button', { name: 'Block 1001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('1001 could not be blocked. Try again.')).toBeInTheDocument();
    expect(screen.queryByText('Calls from 1001 will be rejected.')).not.toBeInTheDocument();
  });

  it('calls back through the phone system and explains a phone-system failure', async () => {
    const user = userEvent.setup();
    const onCallBack = vi
      .fn<(number: string) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce({ statusCode: 503, data: { code: 'TRANSIENT_ADDRESS_NOT_EXIST' } });
    renderView(<CallHistoryView {...props({ onCallBack })} />);
    await user.click(screen.getByRole('button', { name: 'Call back 1001' }));
    expect(onCallBack).toHaveBeenCalledWith('1001');
    expect(await screen.findByText('Calling 1001…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call back 0455550000' }));
    expect(
      await screen.findByText(/0455550000 could not be called\. The phone system is busy or unreachable/),
    ).toBeInTheDocument();
  }, 20_000);

  it('with the tel: mode, call back is a tel: link instead of a phone-system action', () => {
    const onCallBack = vi.fn(() => Promise.resolve());
    renderView(<CallHistoryView {...props({ phoneSettings: { mode: 'TEL_COLON', dynamicScheme: null } })} />);
    expect(screen.getByRole('link', { name: 'Call back 0312345678' })).toHaveAttribute(
      'href',
      'tel:0312345678',
    );
    expect(screen.queryByRole('button', { name: /Call back/ })).not.toBeInTheDocument();
    expect(onCallBack).not.toHaveBeenCalled();
  });

  it('offers more calls when there are more, and switches direction with the tabs', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const onTypeChange = vi.fn();
    renderView(<CallHistoryView {...props({ hasMore: true, onLoadMore, onTypeChange })} />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'Incoming calls' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Outgoing calls' }));
    expect(onTypeChange).toHaveBeenCalledWith('outgoing');
  });

  it('shows the empty, loading and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderView(<CallHistoryView {...props({ rows: [], type: 'outgoing' })} />);
    expect(screen.getByText('No outgoing calls yet.')).toBeInTheDocument();
    rerender(
      <DialogServiceProvider service={createDialogService()}>
        <CallHistoryView {...props({ rows: [], isLoading: true })} />
      </DialogServiceProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the call history…');
    rerender(
      <DialogServiceProvider service={createDialogService()}>
        <CallHistoryView {...props({ rows: [], error: new Error('500'), onRetry })} />
      </DialogServiceProvider>,
    );
    expect(screen.getByText('The call history could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  }, 20_000);

  it('speaks Japanese', () => {
    renderView(<CallHistoryView {...props()} />, 'ja');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('通話履歴');
    expect(screen.getByRole('tab', { name: '着信履歴' })).toBeInTheDocument();
    expect(bodyRows()[1]).toHaveTextContent('不在');
    expect(screen.getByRole('button', { name: '0312345678を着信拒否' })).toBeInTheDocument();
  });
});
