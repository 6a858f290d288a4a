import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const people = [
  { id: 1, name: '山田 太郎', ext: '1001' },
  { id: 2, name: '佐藤 花子', ext: '1003' },
  { id: 3, name: '鈴木 一郎', ext: '1002' },
];

function Directory({ onSelectionChange }: { onSelectionChange?: (keys: Selection) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'ext', direction: 'ascending' });
  const rows = [...people].sort((a, b) => {
    const order = a.ext.localeCompare(b.ext);
    return sort.direction === 'descending' ? -order : order;
  });
  return (
    <Table
      aria-label="People"
      sortDescriptor={sort}
      onSortChange={setSort}
      selectionMode="multiple"
      selectionBehavior="toggle"
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        <Column id="name" isRowHeader>
          Name
        </Column>
        <Column id="ext" allowsSorting>
          Extension
        </Column>
      </TableHeader>
      <TableBody items={rows}>
        {(person) => (
          <Row>
            <Cell>{person.name}</Cell>
            <Cell>{person.ext}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const extensions = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell').at(-1)?.textContent);

describe('Table', () => {
  it('sorts by a sortable column and announces the direction', async () => {
    const user = userEvent.setup();
    render(<Directory />);
    const header = screen.getByRole('columnheader', { name: /Extension/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(extensions()).toEqual(['1001', '1002', '1003']);
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(extensions()).toEqual(['1003', '1002', '1001']);
  });

  it('selects rows with their checkboxes and all rows with the header checkbox', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Directory onSelectionChange={onSelectionChange} />);
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(4);
    await user.click(checkboxes[1]!);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<number>)]).toEqual([1]);
    await user.click(checkboxes[0]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('lets Tab reach every link of the rows before leaving, with allowsTabNavigation', async () => {
    const user = userEvent.setup();
    const links = (allowsTabNavigation: boolean) => (
      <>
        <Table aria-label="People" allowsTabNavigation={allowsTabNavigation}>
          <TableHeader>
            <Column id="name" isRowHeader>
              Name
            </Column>
            <Column id="ext">Extension</Column>
          </TableHeader>
          <TableBody items={people}>
            {(person) => (
              <Row>
                <Cell>
                  <a href={`#person-${person.id}`}>{person.name}</a>
                </Cell>
                <Cell>
                  <a href={`#call-${person.ext}`}>{person.ext}</a>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        <button type="button">After</button>
      </>
    );
    const { rerender } = render(links(true));
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('row')[1]);
    const visited: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      visited.push(document.activeElement?.textContent ?? '');
    }
    expect(visited).toEqual(['山田 太郎', '1001', '佐藤 花子', '1003', '鈴木 一郎', '1002']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // Back into the table, Shift+Tab walks back through the links.
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: '1002' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: '鈴木 一郎' })).toHaveFocus();
    // Arrow keys go on from where Tab left the focus.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '佐藤 花子' })).toHaveFocus();

    // Without it, the table stays one tab stop.
    rerender(links(false));
    screen.getByRole('link', { name: '山田 太郎' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
