import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPageItems, Pagination } from './Pagination';

describe('getPageItems', () => {
  it('lists every page when there are few', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('always draws the same number of slots on long lists', () => {
    for (let page = 1; page <= 40; page += 1) expect(getPageItems(page, 40)).toHaveLength(7);
  });
});

describe('Pagination', () => {
  it('shows the range and marks the current page', () => {
    render(<Pagination page={2} totalCount={95} onPageChange={() => {}} />);
    expect(screen.getByText('31–60 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
  });

  it('moves with previous, next and page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalCount={95} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
    rerender(<Pagination page={4} totalCount={95} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers page sizes 30, 50, 100 and restarts from page 1 on a change', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={3}
        totalCount={500}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const sizeButton = screen.getByRole('button', { name: /Rows per page/ });
    expect(sizeButton).toHaveTextContent('30');
    await user.click(sizeButton);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30', '50', '100']);
    await user.click(within(listbox).getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('speaks Japanese under a Japanese locale', async () => {
    const { I18nProvider } = await import('react-aria-components');
    render(
      <I18nProvider locale="ja-JP">
        <Pagination page={2} totalCount={45} onPageChange={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次のページ' })).toBeDisabled();
  });

  it('is not shown for an empty or single-page list', () => {
    const { container, rerender } = render(<Pagination page={1} totalCount={0} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={1} totalCount={30} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} totalCount={31} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('keeps the page size select while a smaller size would need more pages', () => {
    const { rerender } = render(
      <Pagination
        page={1}
        pageSize={100}
        totalCount={40}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('100');
    rerender(
      <Pagination
        page={1}
        pageSize={100}
        totalCount={30}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
