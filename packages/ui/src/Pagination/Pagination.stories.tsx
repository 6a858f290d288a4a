import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination';

function Controlled(props: Partial<PaginationProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 30);
  return (
    <Pagination
      totalCount={props.totalCount ?? 950}
      isDisabled={props.isDisabled}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
    />
  );
}

const meta = { title: 'ui/Pagination', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { totalCount: 75 } };
export const NoResults: Story = { args: { totalCount: 0 } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Japanese: Story = { globals: { locale: 'ja' }, args: { page: 4 } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { page: 4 } };
