import type { ExternalContactSortColumn, SortOrder } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactSortControls } from './ContactSortControls';
import { DEFAULT_VIEW, formatViewHash } from './externalContactsHash';

/** Holds the sort as the page does and shows the hash the page would move to. */
function SortedList() {
  const [sort, setSort] = useState<{ sortColumn: ExternalContactSortColumn; sortOrder: SortOrder }>({
    sortColumn: DEFAULT_VIEW.sortColumn,
    sortOrder: DEFAULT_VIEW.sortOrder,
  });
  return (
    <>
      <ContactSortControls
        {...sort}
        onSortChange={(sortColumn, sortOrder) => setSort({ sortColumn, sortOrder })}
      />
      <output aria-label="hash">
        {formatViewHash({ ...DEFAULT_VIEW, folderType: 'personal', folderId: 3, ...sort })}
      </output>
    </>
  );
}

describe('ContactSortControls', () => {
  it('offers every column the server sorts by, the sort score too, and puts the choice in the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SortedList />);
    const column = screen.getByRole('button', { name: /Sort by/ });
    expect(column).toHaveTextContent('Name');
    await user.click(column);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Name',
      'Company',
      'Division',
      'Position',
      'Registered',
      'Sort score',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sort score' }));
    expect(column).toHaveTextContent('Sort score');
    expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent(
      '#folderType=personal&folderId=3&sort=sortScore',
    );

    await user.click(screen.getByRole('button', { name: /Order/ }));
    await user.click(screen.getByRole('option', { name: 'Descending' }));
    expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent(
      '#folderType=personal&folderId=3&sort=sortScore&order=DESC',
    );
  }, 20_000);

  it('is operable by keyboard, in Japanese too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SortedList />, { language: 'ja' });
    await user.tab();
    expect(screen.getByRole('button', { name: /並び替え/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // From 氏名 down to 会社名, then choose it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent('sort=companyName');
    await user.tab();
    expect(screen.getByRole('button', { name: /順序/ })).toHaveTextContent('昇順');
  }, 20_000);
});
