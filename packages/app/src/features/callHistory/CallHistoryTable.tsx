import type { Selection } from '@kizuna/ui';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Icon,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { formatPhoneNumber } from '../../shared/formatPhoneNumber';
import type { CallHistoryRow, CallHistoryViewProps } from './callHistoryTypes';
import { CallRowActions } from './CallRowActions';

function contactHref(row: CallHistoryRow): string | null {
  if (row.contactId === null) return null;
  switch (row.contactKind) {
    case 'INTERNAL':
      return `/internalContacts/detail/${row.contactId}`;
    case 'EXTERNAL_COMMON':
      return `/externalContacts/common/detail/${row.contactId}`;
    case 'EXTERNAL_PERSONAL':
      return `/externalContacts/personal/detail/${row.contactId}`;
    default:
      return null;
  }
}

function ContactCell({ row }: { row: CallHistoryRow }) {
  const { t } = useTranslation();
  if (row.contactKind === 'UNKNOWN' || !row.fullname) {
    return <span className="kz-call-history__unknown">{t('callHistory.unknownCaller')}</span>;
  }
  const href = contactHref(row);
  const organisation = [row.companyName, row.divisionName].filter(Boolean).join(' / ');
  return (
    <span className="kz-call-history__contact">
      {href ? <Link to={href}>{row.fullname}</Link> : <span>{row.fullname}</span>}
      <span className="kz-call-history__organisation">
        {organisation || t(`callHistory.contactKind.${row.contactKind}`)}
      </span>
    </span>
  );
}

function OutcomeCell({ answered }: { answered: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="kz-call-history__outcome" data-answered={answered}>
      <Icon name={answered ? 'check' : 'close'} size={14} />
      {t(answered ? 'callHistory.answered' : 'callHistory.missed')}
    </span>
  );
}

export type CallHistoryTableProps = Pick<
  CallHistoryViewProps,
  | 'type'
  | 'rows'
  | 'hasMore'
  | 'isLoading'
  | 'error'
  | 'onRetry'
  | 'onLoadMore'
  | 'phoneSettings'
  | 'saveContactHref'
> & {
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** How many shown calls are selected. */
  selectedCount: number;
  /** An action runs: the others wait. */
  busy: boolean;
  onDeleteSelected: () => void;
  onCallBack?: (number: string) => void;
  onBlock?: (number: string) => void;
};

/** The calls of one direction with checkboxes and actions, "show more", or the error or loading state. */
export function CallHistoryTable({
  type,
  rows,
  hasMore,
  isLoading,
  error,
  onRetry,
  onLoadMore,
  phoneSettings,
  saveContactHref,
  selection,
  onSelectionChange,
  selectedCount,
  busy,
  onDeleteSelected,
  onCallBack,
  onBlock,
}: CallHistoryTableProps) {
  const { t } = useTranslation();
  if (error) return <ErrorState title={t('callHistory.loadFailed')} onRetry={onRetry} />;
  if (isLoading && rows.length === 0) {
    return (
      <p role="status" className="kz-call-history__loading">
        {t('callHistory.loading')}
      </p>
    );
  }
  return (
    <>
      <div className="kz-call-history__toolbar">
        <Button variant="danger" isDisabled={selectedCount === 0 || busy} onPress={onDeleteSelected}>
          {t('callHistory.delete.action', { count: selectedCount })}
        </Button>
      </div>
      <div className="kz-call-history__scroll">
        <Table
          aria-label={t(`callHistory.tabs.${type}`)}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={selection}
          onSelectionChange={onSelectionChange}
          className="kz-call-history__table"
        >
          <TableHeader>
            <Column id="time" isRowHeader>
              {t('callHistory.columns.time')}
            </Column>
            <Column id="number">{t('callHistory.columns.number')}</Column>
            <Column id="contact">{t('callHistory.columns.contact')}</Column>
            <Column id="outcome">{t('callHistory.columns.outcome')}</Column>
            <Column id="actions">{t('callHistory.columns.actions')}</Column>
          </TableHeader>
          <TableBody
            items={rows}
            renderEmptyState={() => (
              <EmptyState
                icon="phone"
                title={t(`callHistory.empty.${type}`)}
                description={t('callHistory.empty.hint')}
              />
            )}
          >
            {(row) => (
              <Row
                id={row.callHistoryId}
                textValue={`${formatDisplayDate(row.calledAt, 'dateTime')} ${row.number}`}
              >
                <Cell>
                  <time dateTime={row.calledAt}>{formatDisplayDate(row.calledAt, 'dateTime')}</time>
                </Cell>
                <Cell>
                  <span className="kz-call-history__number">{formatPhoneNumber(row.number)}</span>
                </Cell>
                <Cell>
                  <ContactCell row={row} />
                </Cell>
                <Cell>
                  <OutcomeCell answered={row.answered} />
                </Cell>
                <Cell>
                  <CallRowActions
                    row={row}
                    phoneSettings={phoneSettings}
                    isDisabled={busy}
                    onCallBack={onCallBack}
                    onBlock={onBlock}
                    saveContactHref={saveContactHref}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {hasMore && (
        <div className="kz-call-history__more">
          <Button onPress={onLoadMore} isPending={isLoading}>
            {t('callHistory.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
