import type { Notice } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { NoticeList } from './NoticeList';

function notice(overrides: Partial<Notice>): Notice {
  return {
    informationId: 1,
    title: 'System maintenance',
    memo: 'The directory is read-only on Saturday.',
    important: 2,
    startDatetime: new Date(2025, 3, 7, 9, 30).toISOString(),
    endDatetime: null,
    indefinitePeriod: true,
    mustRead: false,
    read: false,
    ...overrides,
  };
}

const handlers = () => ({ onMarkRead: vi.fn(), onMarkAllRead: vi.fn() });

describe('NoticeList', () => {
  it('says it is loading and shows skeletons instead of a blank area', () => {
    renderWithProviders(<NoticeList notices={[]} isLoading error={null} {...handlers()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices…');
  });

  it('says so when the notices could not be loaded', () => {
    renderWithProviders(<NoticeList notices={[]} isLoading={false} error={new Error('x')} {...handlers()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The notices could not be loaded.');
  });

  it('offers Retry with the error', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(
      <NoticeList notices={[]} isLoading={false} error={new Error('x')} onRetry={onRetry} {...handlers()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists the newest notice first, whatever order they came in', () => {
    renderWithProviders(
      <NoticeList
        notices={[
          notice({ informationId: 1, title: 'Old', startDatetime: '2025-01-05T00:00:00.000Z' }),
          notice({ informationId: 2, title: 'Newest', startDatetime: '2025-03-01T00:00:00.000Z' }),
          notice({ informationId: 3, title: 'Middle', startDatetime: '2025-02-01T00:00:00.000Z' }),
        ]}
        isLoading={false}
        error={null}
        {...handlers()}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Newest',
      'Middle',
      'Old',
    ]);
  });

  it('puts a must-read notice not yet read first, marked in words', () => {
    renderWithProviders(
      <NoticeList
        notices={[
          notice({ informationId: 1, title: 'Newest', startDatetime: '2025-03-01T00:00:00.000Z' }),
          notice({
            informationId: 2,
            title: 'Read it',
            mustRead: true,
            read: true,
            startDatetime: '2024-12-01T00:00:00.000Z',
          }),
          notice({
            informationId: 3,
            title: 'Please read',
            mustRead: true,
            startDatetime: '2025-01-01T00:00:00.000Z',
          }),
        ]}
        isLoading={false}
        error={null}
        {...handlers()}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Please read', 'Newest', 'Read it']);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Must read')).toBeInTheDocument();
  });

  it('says so when there are no notices', () => {
    renderWithProviders(<NoticeList notices={[]} isLoading={false} error={null} {...handlers()} />);
    expect(screen.getByText('There are no notices.')).toBeInTheDocument();
  });

  it('shows title, date as YYYY/MM/DD, importance in words, memo and read state', () => {
    renderWithProviders(
      <NoticeList
        notices={[notice({}), notice({ informationId: 2, title: 'Lunch menu', important: 0, read: true })]}
        isLoading={false}
        error={null}
        {...handlers()}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    const unread = within(first!);
    expect(unread.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(unread.getByText('2025/04/07')).toBeInTheDocument();
    expect(unread.getByText('High importance')).toBeInTheDocument();
    expect(unread.getByText('Unread')).toBeInTheDocument();
    expect(unread.getByText('The directory is read-only on Saturday.')).toBeInTheDocument();
    const read = within(second!);
    expect(read.getByText('Low importance')).toBeInTheDocument();
    expect(read.getByText('Read')).toBeInTheDocument();
    expect(read.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks one notice or all of them as read', async () => {
    const user = userEvent.setup();
    const callbacks = handlers();
    renderWithProviders(
      <NoticeList
        notices={[notice({ informationId: 7 }), notice({ informationId: 8, title: 'B' })]}
        isLoading={false}
        error={null}
        {...callbacks}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mark “B” as read' }));
    expect(callbacks.onMarkRead).toHaveBeenCalledWith(8);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(callbacks.onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('offers no "mark all" when everything is read', () => {
    renderWithProviders(
      <NoticeList notices={[notice({ read: true })]} isLoading={false} error={null} {...handlers()} />,
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
