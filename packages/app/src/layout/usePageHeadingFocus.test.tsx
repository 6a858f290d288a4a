import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageHeadingFocus } from './usePageHeadingFocus';

function Frame() {
  const content = useRef<HTMLDivElement>(null);
  usePageHeadingFocus(content);
  return (
    <>
      <nav aria-label="Menu">
        <Link to="/b">Page B from the menu</Link>
      </nav>
      <div ref={content}>
        <Outlet />
      </div>
    </>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          {
            path: '/a',
            element: (
              <>
                <h1>Page A</h1>
                <Link to="/b">Go to B</Link>
              </>
            ),
          },
          { path: '/b', element: <h1>Page B</h1> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

describe('focus after a page change', () => {
  it('leaves the first page alone', () => {
    renderPages();
    expect(screen.getByRole('heading', { name: 'Page A' })).not.toHaveFocus();
  });

  it('moves the focus from a link of the old page to the new page’s heading, not to the body', async () => {
    const user = userEvent.setup();
    renderPages();
    await user.click(screen.getByRole('link', { name: 'Go to B' }));
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus from the menu to the new page’s heading', async () => {
    const user = userEvent.setup();
    renderPages();
    screen.getByRole('link', { name: 'Page B from the menu' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
