import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DivisionTree } from './DivisionTree';
import type { DivisionTreeNode } from './DivisionTree';

const node = (divisionId: number, divisionName: string, childCount = 0): DivisionTreeNode => ({
  divisionId,
  divisionName,
  childCount,
});

const ROOTS = [node(1, '営業本部', 2), node(2, '開発本部', 1), node(3, '総務部')];
const CHILDREN: Record<number, DivisionTreeNode[]> = {
  1: [node(11, '第一営業部'), node(12, '第二営業部')],
  2: [node(21, 'プラットフォーム部')],
};

function Harness({
  loadChildren,
  initialSelection = [],
}: {
  loadChildren: (id: number) => Promise<DivisionTreeNode[]>;
  initialSelection?: number[];
}) {
  const [selected, setSelected] = useState<number[]>(initialSelection);
  return (
    <>
      <DivisionTree
        roots={ROOTS}
        loadChildren={loadChildren}
        selectedIds={selected}
        onSelectionChange={setSelected}
        label="Divisions"
      />
      <output>{selected.join(',') || 'none'}</output>
    </>
  );
}

// react-aria-components' Tree is a treegrid: each division is a row.
const item = (name: string) => screen.getByRole('row', { name });

describe('DivisionTree', () => {
  it('is one tab stop; arrow keys move between divisions, Home and End jump', async () => {
    const user = userEvent.setup();
    render(<Harness loadChildren={async (id) => CHILDREN[id] ?? []} />);
    await user.tab();
    expect(item('営業本部')).toHaveFocus();
    expect(screen.getAllByRole('row').filter((el) => el.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(item('開発本部')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('総務部')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('営業本部')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('営業本部')).toHaveFocus();
  });

  it('loads sub-divisions only when a division is opened, then walks into them and back', async () => {
    const user = userEvent.setup();
    const loadChildren = vi.fn(async (id: number) => CHILDREN[id] ?? []);
    render(<Harness loadChildren={loadChildren} />);
    expect(loadChildren).not.toHaveBeenCalled();
    expect(item('営業本部')).toHaveAttribute('aria-expanded', 'false');
    expect(item('総務部')).not.toHaveAttribute('aria-expanded');

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(loadChildren).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('row', { name: '第一営業部' })).toHaveAttribute('aria-level', '2');
    expect(item('営業本部')).toHaveAttribute('aria-expanded', 'true');
    expect(item('営業本部')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(item('第一営業部')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('開発本部')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(item('営業本部')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('営業本部')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('row', { name: '第一営業部' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await screen.findByRole('row', { name: '第一営業部' });
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('selects with Enter, adds and removes with Space, and marks the selection without colour alone', async () => {
    const user = userEvent.setup();
    render(<Harness loadChildren={async () => []} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('2');
    expect(item('開発本部')).toHaveAttribute('aria-selected', 'true');
    expect(item('開発本部').querySelector('[data-icon="check"]')).not.toBeNull();
    await user.keyboard('{ArrowDown} ');
    expect(screen.getByText('2,3')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(item('総務部')).toHaveAttribute('aria-selected', 'false');
  });

  it('picks one division on a plain click, even from a multiple selection; moving selects nothing', async () => {
    const user = userEvent.setup();
    render(<Harness loadChildren={async () => []} initialSelection={[1, 3]} />);
    await user.click(screen.getByText('開発本部'));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/^2$/);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(item('営業本部')).toHaveFocus();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/^2$/);
  });

  it('says so when sub-divisions could not be loaded and tries again on the next opening', async () => {
    const user = userEvent.setup();
    const loadChildren = vi
      .fn<(id: number) => Promise<DivisionTreeNode[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(CHILDREN[2]!);
    render(<Harness loadChildren={loadChildren} />);
    await user.click(screen.getByText('開発本部'));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('The sub-divisions could not be loaded.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(await screen.findByRole('row', { name: 'プラットフォーム部' })).toBeInTheDocument();
    await waitFor(() => expect(loadChildren).toHaveBeenCalledTimes(2));
  });
});
