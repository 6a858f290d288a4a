import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination } from '../Pagination/Pagination';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const people = [
  { id: 1, name: '山田 太郎', kana: 'ヤマダ タロウ', division: '営業部', ext: '1001' },
  { id: 2, name: '佐藤 花子', kana: 'サトウ ハナコ', division: '総務部', ext: '1003' },
  { id: 3, name: '鈴木 一郎', kana: 'スズキ イチロウ', division: '開発部', ext: '1002' },
  { id: 4, name: '高橋 美咲', kana: 'タカハシ ミサキ', division: '営業部', ext: '1004' },
];
type Person = (typeof people)[number];

function People({ selectable = false, empty = false }: { selectable?: boolean; empty?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'kana', direction: 'ascending' });
  const rows = empty
    ? []
    : [...people].sort((a, b) => {
        const key = sort.column as keyof Person;
        const order = String(a[key]).localeCompare(String(b[key]), 'ja');
        return sort.direction === 'descending' ? -order : order;
      });
  return (
    <Table
      aria-label="Internal contacts"
      sortDescriptor={sort}
      onSortChange={setSort}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectionBehavior="toggle"
    >
      <TableHeader>
        <Column id="kana" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="division" allowsSorting>
          Division
        </Column>
        <Column id="ext" allowsSorting>
          Extension
        </Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <EmptyState description="Try another search." />}>
        {(person) => (
          <Row>
            <Cell>
              {person.name} <small>{person.kana}</small>
            </Cell>
            <Cell>{person.division}</Cell>
            <Cell>{person.ext}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = { title: 'ui/Table', component: People } satisfies Meta<typeof People>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};
export const Selectable: Story = { args: { selectable: true } };
export const Empty: Story = { args: { empty: true } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { selectable: true } };

function PagedList() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(30);
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      totalCount={1234}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
    />
  );
}
export const WithPagination: Story = { render: () => <PagedList /> };
