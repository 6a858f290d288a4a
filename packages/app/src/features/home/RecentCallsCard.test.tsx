import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryHarness, unreachable } from '../../testing/QueryHarness';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FIXTURE_CALLS, FIXTURE_PHONE_SETTINGS, answered, loading } from './homeFixtures';
import { RecentCallsCard } from './RecentCallsCard';
import type { RecentCall } from './useRecentCalls';
import { newestCallsFirst } from './useRecentCalls';

function region() {
  return within(screen.getByRole('region', { name: 'Recent calls' }));
}

describe('RecentCallsCard', () => {
  it('says it is loading', () => {
    renderWithProviders(<RecentCallsCard calls={loading()} phoneSettings={FIXTURE_PHONE_SETTINGS} />);
    expect(region().getByRole('status')).toHaveTextContent('Loading your recent calls…');
  });

  it('shows an error with Retry inside the card, and Retry brings the calls', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <QueryHarness<RecentCall[]> answers={[unreachable, () => Promise.resolve(FIXTURE_CALLS)]}>
        {(calls) => <RecentCallsCard calls={calls} phoneSettings={FIXTURE_PHONE_SETTINGS} />}
      </QueryHarness>,
    );
    expect(await region().findByRole('alert')).toHaveTextContent('Your recent calls could not be loaded.');
    await user.click(region().getByRole('button', { name: 'Retry' }));
    expect(await region().findAllByRole('listitem')).toHaveLength(FIXTURE_CALLS.length);
    expect(region().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no calls, in Japanese too', () => {
    renderWithProviders(<RecentCallsCard calls={answered([])} phoneSettings={FIXTURE_PHONE_SETTINGS} />, {
      language: 'ja',
    });
    expect(screen.getByRole('region', { name: '最近の通話' })).toHaveTextContent('通話はまだありません。');
  });

  it('marks missed calls in words, names who called and links to the call history', () => {
    renderWithProviders(
      <RecentCallsCard calls={answered(FIXTURE_CALLS)} phoneSettings={FIXTURE_PHONE_SETTINGS} />,
    );
    const [missed, outgoing, unknown, answeredCall] = region().getAllByRole('listitem');
    expect(missed).toHaveTextContent('Missed');
    expect(missed).toHaveTextContent('佐藤 花子');
    expect(outgoing).toHaveTextContent('Outgoing');
    expect(outgoing).not.toHaveTextContent('Missed');
    expect(unknown).toHaveTextContent('Missed');
    expect(unknown).toHaveTextContent('Unknown');
    expect(unknown).toHaveTextContent('090-8765-4321');
    expect(answeredCall).toHaveTextContent('Incoming');
    expect(answeredCall).not.toHaveTextContent('Missed');
    expect(region().getByRole('link', { name: 'Call history' })).toHaveAttribute(
      'href',
      '/callHistory/incoming',
    );
  });

  it('calls back in one click: a tel: link, or the phone system where calls go through it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <RecentCallsCard calls={answered(FIXTURE_CALLS)} phoneSettings={FIXTURE_PHONE_SETTINGS} />,
    );
    expect(screen.getByRole('link', { name: 'Call back 03-5555-1001' })).toHaveAttribute(
      'href',
      'tel:0355551001',
    );
    unmount();
    const onCallBack = vi.fn();
    renderWithProviders(
      <RecentCallsCard
        calls={answered(FIXTURE_CALLS)}
        phoneSettings={{ mode: 'CUCM', dynamicScheme: null }}
        onCallBack={onCallBack}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Call back 09087654321' }));
    expect(onCallBack).toHaveBeenCalledWith('09087654321');
  });

  it('orders calls newest first, whichever direction they went', () => {
    const [older, newer] = [
      FIXTURE_CALLS[3]!,
      { ...FIXTURE_CALLS[1]!, calledAt: '2025-11-21T00:00:00.000Z' },
    ];
    expect([older, newer].sort(newestCallsFirst)).toEqual([newer, older]);
  });
});
