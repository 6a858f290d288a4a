import './callHistory.css';
import { useState } from 'react';
import type { Key, Selection } from '@kizuna/ui';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Icon,
  Row,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
  useDialogService,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { phoneHref } from '../../shared/phoneLink';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useToast } from '../../shared/toast';
import { phoneSystemErrorKey } from './phoneSystemErrorKey';

export const CALL_HISTORY_TYPES = ['incoming', 'outgoing'] as const;
export type CallHistoryType = (typeof CALL_HISTORY_TYPES)[number];

/** Who a number belongs to, as the server matched it (001 §3 call types). */
export type CallContactKind =
  'INTERNAL' | 'EXTERNAL_COMMON' | 'EXTERNAL_PERSONAL' | 'TENANT_PHONE_NUMBER' | 'UNKNOWN';

/** One call as the history shows it: the other party's number and who it is. */
export interface CallHistoryRow {
  callHistoryId: number;
  /** The other party: the caller for incoming calls, the dialled number for outgoing ones. */
  number: string;
  calledAt: string;
  answered: boolean;
  contactKind: CallContactKind;
  contactId: number | null;
  fullname: string | null;
  companyName: string | null;
  divisionName: string | null;
}

export interface CallHistoryViewProps {
  type: CallHistoryType;
  onTypeChange: (type: CallHistoryType) => void;
  rows: readonly CallHistoryRow[];
  /** More calls exist after the shown ones. */
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: () => void;
  phoneSettings: PhoneLinkSettings;
  /** Places the call through the phone system; absent where numbers are links or view-only. */
  onCallBack?: (number: string) => Promise<void>;
  onDelete: (callHistoryIds: number[]) => Promise<void>;
  /** Adds the number to the call rejection list; absent where the user has no call rejection. */
  onBlock?: (number: string) => Promise<void>;
  /** Where "save as contact" leads for a caller nobody knows. */
  saveContactHref: (row: CallHistoryRow) => string;
}

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

/**
 * `/front/callHistory/{incoming|outgoing}`: the two directions as tabs, the calls newest first
 * with "show more", and per call: call back, block the number, or save an unknown caller as a
 * contact. Selected calls are deleted after a confirmation.
 *
 * Call back follows the tenant's call control mode: a `tel:` or tenant-scheme link where numbers
 * are links, the phone system's direct call where calls go through it, nothing in VIEW_ONLY.
 * Block needs the call rejection list (call settings); without it the action is not offered.
 * Times are shown in the viewer's time zone.
 */
export function CallHistoryView({
  type,
  onTypeChange,
  rows,
  hasMore,
  isLoading,
  error,
  onRetry,
  onLoadMore,
  phoneSettings,
  onCallBack,
  onDelete,
  onBlock,
  saveContactHref,
}: CallHistoryViewProps) {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  const toast = useToast();
  const [selection, setSelection] = useState<Selection>(new Set<Key>());
  const [busy, setBusy] = useState(false);

  const shownIds = new Set(rows.map((row) => row.callHistoryId));
  const selectedIds =
    selection === 'all' ? [...shownIds] : [...selection].map(Number).filter((id) => shownIds.has(id));

  async function run(action: () => Promise<void>, success: string, failure: (cause: unknown) => string) {
    setBusy(true);
    try {
      await action();
      toast({ title: success, tone: 'success' });
    } catch (cause) {
      toast({ title: failure(cause), tone: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  async function deleteSelected() {
    const ids = selectedIds;
    if (ids.length === 0) return;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('callHistory.delete.title'),
        message: t('callHistory.delete.message', { count: ids.length }),
      })
      .catch(() => false);
    if (!confirmed) return;
    await run(
      async () => {
        await onDelete(ids);
        setSelection(new Set<Key>());
      },
      t('callHistory.delete.done', { count: ids.length }),
      () => t('callHistory.delete.failed'),
    );
  }

  async function block(number: string) {
    if (!onBlock) return;
    const confirmed = await dialogs
      .okCancel({
        title: t('callHistory.block.title'),
        message: t('callHistory.block.message', { number }),
        confirmLabel: t('callHistory.block.confirm'),
      })
      .catch(() => false);
    if (!confirmed) return;
    await run(
      () => onBlock(number),
      t('callHistory.block.done', { number }),
      () => t('callHistory.block.failed', { number }),
    );
  }

  async function callBack(number: string) {
    if (!onCallBack) return;
    await run(
      () => onCallBack(number),
      t('callHistory.callBack.started', { number }),
      (cause) => `${t('callHistory.callBack.failed', { number })} ${t(phoneSystemErrorKey(cause))}`,
    );
  }

  function callBackAction(number: string) {
    const href = phoneHref(number, phoneSettings);
    const label = t('callHistory.callBack.label', { number });
    if (href) {
      return (
        <a className="kz-call-history__action" href={href} aria-label={label}>
          <Icon name="phone" size={14} />
          {t('callHistory.callBack.action')}
        </a>
      );
    }
    if (!onCallBack) return null;
    return (
      <Button
        size="small"
        variant="quiet"
        aria-label={label}
        isDisabled={busy}
        onPress={() => void callBack(number)}
      >
        <Icon name="phone" size={14} />
        {t('callHistory.callBack.action')}
      </Button>
    );
  }

  const table = error ? (
    <ErrorState title={t('callHistory.loadFailed')} onRetry={onRetry} />
  ) : isLoading && rows.length === 0 ? (
    <p role="status" className="kz-call-history__loading">
      {t('callHistory.loading')}
    </p>
  ) : (
    <>
      <div className="kz-call-history__toolbar">
        <Button
          variant="danger"
          isDisabled={selectedIds.length === 0 || busy}
          onPress={() => void deleteSelected()}
        >
          {t('callHistory.delete.action', { count: selectedIds.length })}
        </Button>
      </div>
      <Table
        aria-label={t(`callHistory.tabs.${type}`)}
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={selection}
        onSelectionChange={setSelection}
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
                <span className="kz-call-history__number">{row.number}</span>
              </Cell>
              <Cell>
                <ContactCell row={row} />
              </Cell>
              <Cell>
                <OutcomeCell answered={row.answered} />
              </Cell>
              <Cell>
                <span className="kz-call-history__actions">
                  {callBackAction(row.number)}
                  {onBlock && (
                    <Button
                      size="small"
                      variant="quiet"
                      aria-label={t('callHistory.block.label', { number: row.number })}
                      isDisabled={busy}
                      onPress={() => void block(row.number)}
                    >
                      {t('callHistory.block.action')}
                    </Button>
                  )}
                  {row.contactKind === 'UNKNOWN' && (
                    <Link
                      className="kz-call-history__action"
                      to={saveContactHref(row)}
                      aria-label={t('callHistory.saveContact.label', { number: row.number })}
                    >
                      {t('callHistory.saveContact.action')}
                    </Link>
                  )}
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {hasMore && (
        <div className="kz-call-history__more">
          <Button onPress={onLoadMore} isPending={isLoading}>
            {t('callHistory.showMore')}
          </Button>
        </div>
      )}
    </>
  );

  return (
    <main className="kz-page kz-call-history" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('callHistory.title')}
      </h1>
      <Tabs
        selectedKey={type}
        onSelectionChange={(key) => {
          if (key !== type) onTypeChange(key as CallHistoryType);
        }}
      >
        <TabList aria-label={t('callHistory.tabs.label')}>
          {CALL_HISTORY_TYPES.map((direction) => (
            <Tab key={direction} id={direction}>
              {t(`callHistory.tabs.${direction}`)}
            </Tab>
          ))}
        </TabList>
        {CALL_HISTORY_TYPES.map((direction) => (
          <TabPanel key={direction} id={direction}>
            {direction === type ? table : null}
          </TabPanel>
        ))}
      </Tabs>
    </main>
  );
}
