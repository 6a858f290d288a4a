import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DivisionTree } from './DivisionTree';
import type { DivisionTreeNode } from './DivisionTree';

const node = (divisionId: number, divisionName: string, childCount = 0): DivisionTreeNode => ({
  divisionId,
  divisionName,
  childCount,
});

const ROOTS = [node(1, '営業本部', 2), node(2, '開発本部', 1), node(3, '総務部')];
const CHILDREN: Record<number, DivisionTreeNode[]> = {
  1: [node(11, '第一営業部', 1), node(12, '第二営業部')],
  11: [node(111, '営業一課')],
  2: [node(21, 'プラットフォーム部')],
};

const KNOWN = new Map([[1, CHILDREN[1]!]]);
const OPEN = [1];

/** Sub-divisions after a short wait, as from the server; division 2's fail. */
const loadChildren = (divisionId: number) =>
  new Promise<DivisionTreeNode[]>((resolve, reject) =>
    setTimeout(
      () => (divisionId === 2 ? reject(new Error('offline')) : resolve(CHILDREN[divisionId] ?? [])),
      400,
    ),
  );

function Harness({ initialSelection = [] }: { initialSelection?: number[] }) {
  const [selected, setSelected] = useState<number[]>(initialSelection);
  return (
    <div style={{ width: 280 }}>
      <DivisionTree
        roots={ROOTS}
        loadChildren={loadChildren}
        knownChildren={KNOWN}
        initiallyExpanded={OPEN}
        selectedIds={selected}
        onSelectionChange={setSelected}
        label="Divisions"
      />
    </div>
  );
}

const meta = { title: 'ui/DivisionTree', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {};
export const WithSelection: Story = { args: { initialSelection: [12, 3] } };
