import { useState } from 'react';
import type { DynamicColumnType, InternalContactItem } from '@kizuna/api-client/contract';
import { EmptyState, ErrorState } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddToGroupMenu } from '../contactGroups';
import { COLUMN_HEADERS } from './ContactColumnCell';
import { ColumnTable } from '../../shared/ColumnTable';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { useContactColumns } from './useContactColumns';

/**
 * The tenant's view columns as the items carry them: the server sends only the configured types,
 * in the tenant's order. Presence kinds share one column.
 */
export function viewColumnsOf(items: readonly InternalContactItem[]): DynamicColumnType[] {
  const columns: DynamicColumnType[] = [];
  const headers = new Set<string>();
  for (const item of items.slice(0, 1)) {
    for (const type of Object.keys(item.dynamicColumns) as DynamicColumnType[]) {
      const header = COLUMN_HEADERS[type];
      if (header && !headers.has(header)) {
        headers.add(header);
        columns.push(type);
      }
    }
  }
  return columns;
}

export interface ContactResultTableProps {
  items: readonly InternalContactItem[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  phoneSettings: PhoneLinkSettings;
  /** The tenant's chatLinkEnabled: chat accounts as links, or as text when off. @default true */
  chatLinksEnabled?: boolean;
  /** Rows the skeleton shows while the first page loads. @default 8 */
  skeletonRows?: number;
  /** Which search the rows answer (the URL query); set on the table as `data-result-for`. */
  resultFor?: string;
  /**
   * Rows get checkboxes (select all for the page) and an "Add to group" action above the table.
   * The choice is forgotten whenever `resultFor` changes: another page or search shows other people.
   *
   * The tenant's copy-inhibit does not turn this off. Copy-inhibit keeps contact data from leaving
   * the directory (no text selection, no clipboard, no export); a favourite group only points at
   * people of the same directory and shows them under the same rule, and the detail page offers the
   * same action. Choosing rows selects no text. @default false
   */
  selectable?: boolean;
  /** What was searched: its words are marked in the rows. @default '' */
  highlight?: string;
}

const NOTHING_CHOSEN: Selection = new Set();

/** The people of one page of the internal directory as a compact table. */
export function ContactResultTable({
  items,
  isLoading,
  error,
  onRetry,
  phoneSettings,
  chatLinksEnabled = true,
  skeletonRows = 8,
  resultFor,
  selectable = false,
  highlight = '',
}: ContactResultTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useContactColumns(viewColumnsOf(items), phoneSettings, chatLinksEnabled);
  const [chosen, setChosen] = useState<{ resultFor: string | undefined; keys: Selection }>({
    resultFor,
    keys: NOTHING_CHOSEN,
  });
  const selection = chosen.resultFor === resultFor ? chosen.keys : NOTHING_CHOSEN;
  const selectedIds =
    selection === 'all'
      ? items.map((item) => item.contactId)
      : items.map((item) => item.contactId).filter((id) => selection.has(id));
  if (error) {
    return <ErrorState title={t('internalContacts.list.loadFailed')} onRetry={onRetry} />;
  }
  if (isLoading && items.length === 0) {
    return (
      <div className="kz-contact-table__skeleton" aria-busy="true">
        <p className="kz-VisuallyHidden" role="status">
          {t('internalContacts.list.loading')}
        </p>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <div key={index} className="kz-contact-table__skeleton-row" aria-hidden="true">
            <span className="kz-skeleton-block" data-shape="circle" />
            <span className="kz-skeleton-block" />
            <span className="kz-skeleton-block" />
          </div>
        ))}
      </div>
    );
  }
  const table = (
    <div
      className="kz-contact-table"
      data-rows="one-line"
      aria-busy={isLoading || undefined}
      data-result-for={isLoading ? undefined : resultFor}
    >
      <ColumnTable
        label={t('internalContacts.list.label')}
        columns={columns}
        items={items}
        rowId={(item) => item.contactId}
        rowText={(item) => item.fullname}
        highlight={highlight}
        onRowAction={(key) => void navigate(`/internalContacts/detail/${key}`)}
        {...(selectable && {
          selection,
          onSelectionChange: (keys: Selection) => setChosen({ resultFor, keys }),
        })}
        empty={
          <EmptyState
            icon="search"
            title={t('internalContacts.list.empty')}
            description={t('internalContacts.list.emptyHint')}
          />
        }
      />
    </div>
  );
  if (!selectable || items.length === 0) return table;
  return (
    <>
      <div className="kz-contact-table__toolbar">
        <AddToGroupMenu
          candidates={{ kind: 'internal', contactIds: selectedIds }}
          isDisabled={isLoading || selectedIds.length === 0}
        />
        <p className="kz-contact-table__selection" role="status">
          {selectedIds.length > 0
            ? t('internalContacts.list.selection.count', { count: selectedIds.length })
            : t('internalContacts.list.selection.hint')}
        </p>
      </div>
      {table}
    </>
  );
}
