import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listRow, pressEnterOn, tabStopsOf } from '../testing/listKeyboard';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DirectoryTable } from './DirectoryTable';
import { EmailLink } from './PersonName';

interface Company {
  code: string;
  name: string;
  email: string;
}

const companies: Company[] = [
  { code: 'A1', name: '株式会社みなと商事', email: 'info@minato.example.jp' },
  { code: 'B2', name: 'Northwind Trading Ltd.', email: 'hello@northwind.example.com' },
];

describe('DirectoryTable', () => {
  it('opens a row with Enter, and Tab reaches each link of a row', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderWithProviders(
      <DirectoryTable<Company>
        list={{
          data: { items: companies, totalCount: 2 },
          error: null,
          isLoading: false,
          reload: () => undefined,
        }}
        label="Companies"
        countText={(count) => `${count} companies`}
        loadFailed="Failed"
        skeletonLines={2}
        columns={[
          { id: 'name', isRowHeader: true, title: 'Name', cell: (item) => item.name },
          { id: 'email', title: 'E-mail', cell: (item) => <EmailLink email={item.email} /> },
        ]}
        rowId={(item) => item.code}
        emptyTitle="None"
        emptyHint=""
        page={1}
        pageSize={30}
        onPageChange={() => undefined}
        onRowAction={onRowAction}
      />,
    );
    expect(await tabStopsOf(user, listRow('株式会社みなと商事'))).toEqual(['info@minato.example.jp']);
    await pressEnterOn(user, listRow('Northwind Trading Ltd.'));
    expect(onRowAction).toHaveBeenCalledWith(companies[1]);
  }, 20_000);
});
