import { useState } from 'react';
import type { DynamicColumnType, InternalContactItem } from '@kizuna/api-client/contract';
import { Cell, Column, EmptyState, ErrorState, Row, Table, TableBody, TableHeader } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToGroupMenu } from '../contactGroups';
import { COLUMN_HEADERS, ContactColumnCell } from './ContactColumnCell';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

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
}: ContactResultTableProps) {
  const { t } = useTranslation();
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
  const columns = viewColumnsOf(items);
  const table = (
    <div
      className="kz-contact-table"
      aria-busy={isLoading || undefined}
      data-result-for={isLoading ? undefined : resultFor}
    >
      <Table
        aria-label={t('internalContacts.list.label')}
        density="compact"
        selectionMode={selectable ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        selectedKeys={selection}
        onSelectionChange={(keys) => setChosen({ resultFor, keys })}
      >
        <TableHeader>
          <Column id="face" width={48}>
            <span className="kz-VisuallyHidden">{t('internalContacts.list.columns.face')}</span>
          </Column>
          <Column id="name" isRowHeader>
            {t('internalContacts.list.columns.name')}
          </Column>
          <Column id="divisions">{t('internalContacts.list.columns.divisions')}</Column>
          <Column id="position">{t('internalContacts.list.columns.position')}</Column>
          {columns.map((type) => (
            <Column key={type} id={type}>
              {t(`internalContacts.list.columns.${COLUMN_HEADERS[type]}`)}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={items}
          renderEmptyState={() => (
            <EmptyState
              icon="search"
              title={t('internalContacts.list.empty')}
              description={t('internalContacts.list.emptyHint')}
            />
          )}
        >
          {(item) => (
            <Row id={item.contactId} textValue={item.fullname}>
              <Cell>
                <FaceThumbnail userId={item.userId} alt="" />
              </Cell>
              <Cell>
                <Link className="kz-contact-table__name" to={`/internalContacts/detail/${item.contactId}`}>
                  {item.fullname}
                </Link>
                {item.fullnameKana && (
                  <span className="kz-contact-table__kana" lang="ja">
                    {item.fullnameKana}
                  </span>
                )}
              </Cell>
              <Cell>
                <span className="kz-contact-table__divisions">
                  {item.divisions.map((division) => division.divisionName).join(' / ')}
                  {item.moreDivisionsCount > 0 && (
                    <span className="kz-contact-table__more">
                      {' '}
                      {t('internalContacts.list.moreDivisions', { count: item.moreDivisionsCount })}
                    </span>
                  )}
                </span>
              </Cell>
              <Cell>{item.position ?? ''}</Cell>
              {columns.map((type) => (
                <Cell key={type}>
                  <ContactColumnCell
                    type={type}
                    item={item}
                    phoneSettings={phoneSettings}
                    chatLinksEnabled={chatLinksEnabled}
                  />
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
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
