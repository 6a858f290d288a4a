import './actionLog.css';
import { useState } from 'react';
import type { ActionLogQuery } from '@kizuna/api-client/contract';
import { COMPANY_ADMIN_LIMITS } from '@kizuna/api-client/contract';
import {
  Button,
  DatePicker,
  EmptyState,
  ErrorState,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  TextField,
  formatDate,
  parseDateText,
} from '@kizuna/ui';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { downloadFile } from '../../../shared/downloadFile';
import { useQuery } from '../../../shared/useQuery';
import { useResultFocus } from '../../../shared/useResultFocus';
import { useToast } from '../../../shared/toast';
import { ActionLogTable, useKnownText } from './ActionLogTable';
import { actionName } from './actionLogText';

interface Filter {
  person: string;
  action: string;
  dateFrom: string | null;
  dateTo: string | null;
}

const EMPTY: Filter = { person: '', action: '', dateFrom: null, dateTo: null };
const ALL_ACTIONS = '*';

function queryOf(filter: Filter): Omit<ActionLogQuery, 'page' | 'size'> {
  return {
    person: filter.person.trim(),
    action: filter.action,
    ...(filter.dateFrom ? { dateFrom: filter.dateFrom } : {}),
    ...(filter.dateTo ? { dateTo: filter.dateTo } : {}),
  };
}

/** `/front/admin/actionLog`: who changed what and who signed in, searched, paged and exported. */
export function ActionLogPage() {
  const { t } = useTranslation();
  const known = useKnownText();
  const client = useClient();
  const toast = useToast();
  const [typed, setTyped] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(COMPANY_ADMIN_LIMITS.actionLogPageSizeDefault);
  const [exporting, setExporting] = useState(false);
  const query = { ...queryOf(filter), page, size };
  const result = useQuery(
    (signal) => client.actionLogAdmin.search({ query }, { signal }),
    JSON.stringify(query),
  );
  const focus = useResultFocus<HTMLParagraphElement>(result.data != null);
  const dateOrder = typed.dateFrom && typed.dateTo && typed.dateFrom > typed.dateTo;
  const dateOf = (text: string | null) => (text ? parseDateText(text) : null);
  const actionText = (action: string) => actionName(action, known);

  const search = () => {
    if (dateOrder) return;
    focus.searched();
    setFilter(typed);
    setPage(1);
  };
  const exportTsv = async () => {
    setExporting(true);
    try {
      downloadFile(await client.actionLogAdmin.export({ query: queryOf(filter) }));
    } catch {
      toast({ title: t('admin.actionLog.exportFailed'), tone: 'danger' });
    } finally {
      setExporting(false);
    }
  };
  const actions = result.data?.actions ?? [];

  return (
    <Page title={t('admin.actionLog.title')} className="kz-action-log">
      <div className="kz-action-log__top">
        <p className="kz-action-log__context">
          {t('admin.actionLog.context', { days: COMPANY_ADMIN_LIMITS.actionLogRetentionDays })}
        </p>
        <Button onPress={() => void exportTsv()} isDisabled={exporting || !result.data?.totalCount}>
          <Download size={16} aria-hidden="true" />
          {t('admin.actionLog.export')}
        </Button>
      </div>
      <form
        className="kz-action-log__filters"
        role="search"
        aria-label={t('admin.actionLog.filters')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <TextField
          label={t('admin.actionLog.person')}
          placeholder={t('admin.actionLog.personHint')}
          value={typed.person}
          onChange={(person) => setTyped((now) => ({ ...now, person }))}
        />
        <Select
          label={t('admin.actionLog.action')}
          selectedKey={typed.action || ALL_ACTIONS}
          onSelectionChange={(key) =>
            setTyped((now) => ({ ...now, action: key === ALL_ACTIONS ? '' : String(key) }))
          }
        >
          {[ALL_ACTIONS, ...actions].map((action) => (
            <SelectItem key={action} id={action}>
              {action === ALL_ACTIONS ? t('admin.actionLog.allActions') : actionText(action)}
            </SelectItem>
          ))}
        </Select>
        <DatePicker
          label={t('admin.actionLog.from')}
          value={dateOf(typed.dateFrom)}
          onChange={(date) => setTyped((now) => ({ ...now, dateFrom: date ? formatDate(date) : null }))}
          format="YYYY/MM/DD"
        />
        <DatePicker
          label={t('admin.actionLog.to')}
          value={dateOf(typed.dateTo)}
          onChange={(date) => setTyped((now) => ({ ...now, dateTo: date ? formatDate(date) : null }))}
          format="YYYY/MM/DD"
          errorMessage={dateOrder ? t('validation.dateOrder') : undefined}
        />
        <div className="kz-action-log__search">
          <Button type="submit" variant="primary">
            {t('admin.actionLog.search')}
          </Button>
        </div>
      </form>
      {result.error != null ? (
        <ErrorState title={t('admin.actionLog.loadFailed')} onRetry={result.reload} />
      ) : !result.data ? (
        <Skeleton lines={8} />
      ) : (
        <section aria-labelledby="kz-action-log-summary">
          <p id="kz-action-log-summary" className="kz-action-log__summary" ref={focus.ref} tabIndex={-1}>
            {t('admin.actionLog.count', { count: result.data.totalCount })}
          </p>
          {result.data.items.length === 0 ? (
            <EmptyState title={t('admin.actionLog.empty')} description={t('admin.actionLog.emptyHint')} />
          ) : (
            <>
              <ActionLogTable entries={result.data.items} />
              <Pagination
                page={page}
                pageSize={size}
                totalCount={result.data.totalCount}
                pageSizes={[50, 100, 200]}
                onPageChange={setPage}
                onPageSizeChange={setSize}
              />
            </>
          )}
        </section>
      )}
    </Page>
  );
}
