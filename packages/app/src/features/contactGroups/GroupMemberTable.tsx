import type { Selection } from '@kizuna/ui';
import { EmptyState } from '@kizuna/ui';
import { useNavigate } from 'react-router';
import { ColumnTable, type TableColumn } from '../../shared/ColumnTable';

export interface GroupMemberTableProps<T extends { contactId: number; fullname: string }> {
  /** The id of the section's heading, which names the table. */
  headingId: string;
  title: string;
  items: readonly T[];
  columns: readonly TableColumn<T>[];
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** What an empty table says once the members have come. */
  empty: string;
  isLoading: boolean;
  /** Where a member opens: Enter (or a press) on the row goes there. */
  detailPath: (item: T) => string;
}

/** The group's colleagues or its external contacts, each with a checkbox. */
export function GroupMemberTable<T extends { contactId: number; fullname: string }>({
  headingId,
  title,
  items,
  columns,
  selection,
  onSelectionChange,
  empty,
  isLoading,
  detailPath,
}: GroupMemberTableProps<T>) {
  const navigate = useNavigate();
  return (
    <section className="kz-groups-members__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ColumnTable
        labelledBy={headingId}
        selection={selection}
        onSelectionChange={onSelectionChange}
        columns={columns}
        items={items}
        rowId={(item) => item.contactId}
        rowText={(item) => item.fullname}
        onRowAction={(key) => {
          const item = items.find((candidate) => candidate.contactId === key);
          if (item) void navigate(detailPath(item));
        }}
        empty={isLoading ? null : <EmptyState title={empty} />}
      />
    </section>
  );
}
