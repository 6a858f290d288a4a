import '../../shared/directory.css';
import './companies.css';
import { useMemo, useState } from 'react';
import { COMPANY_DIRECTORY_LIMITS, COMPANY_SORTS, type CompanySort } from '@kizuna/api-client/contract';
import type { Key } from '@kizuna/ui';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { CompanyPanel } from './CompanyPanel';
import {
  DEFAULT_COMPANY_LIST_QUERY,
  parseCompanyListQuery,
  serializeCompanyListQuery,
  type CompanyListQuery,
} from './companyListQuery';
import { formatDisplayDate } from '../../shared/formatDisplayDate';

/**
 * `/front/companies/companyList`: the business-card company directory. Companies come from the
 * tenant's cards; free word over names and readings, 50 a page, sorted by name, latest exchange or
 * counts. Opening a company shows its information, divisions and the contacts the user can open.
 */
export function CompanyListPage() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseCompanyListQuery(new URLSearchParams(search)), [search]);
  const [word, setWord] = useState(query.freeWord);
  const listKey = serializeCompanyListQuery({ ...DEFAULT_COMPANY_LIST_QUERY, ...pickList(query) });
  const list = useQuery(
    (signal) =>
      client.companyDirectory.search(
        {
          query: { page: query.page, sort: query.sort, ...(query.order ? { order: query.order } : {}) },
          body: { freeWord: query.freeWord },
        },
        { signal },
      ),
    listKey,
  );

  function go(next: CompanyListQuery) {
    const text = serializeCompanyListQuery(next);
    void navigate({ search: text ? `?${text}` : '' });
  }
  function hrefOf(next: CompanyListQuery) {
    const text = serializeCompanyListQuery(next);
    return text ? `?${text}` : '?';
  }

  const result = list.data;
  return (
    <main className="kz-page kz-companies" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('companies.title')}
      </h1>
      <div className="kz-companies__layout">
        <section className="kz-companies__list" aria-labelledby="kz-companies-list-title">
          <h2 id="kz-companies-list-title" className="kz-VisuallyHidden">
            {t('companies.list.label')}
          </h2>
          <div className="kz-companies__controls">
            <form
              role="search"
              aria-labelledby="kz-companies-list-title"
              className="kz-companies__search"
              onSubmit={(event) => {
                event.preventDefault();
                go({ ...DEFAULT_COMPANY_LIST_QUERY, sort: query.sort, order: query.order, freeWord: word });
              }}
            >
              <SearchField
                label={t('companies.list.freeWord')}
                value={word}
                onChange={setWord}
                onClear={() => go({ ...DEFAULT_COMPANY_LIST_QUERY, sort: query.sort, order: query.order })}
              />
              <Button type="submit" variant="primary">
                {t('companies.list.search')}
              </Button>
            </form>
            <Select
              label={t('companies.list.sort')}
              selectedKey={query.sort}
              onSelectionChange={(key: Key | null) => {
                if (key !== null) go({ ...query, sort: key as CompanySort, order: null, page: 1 });
              }}
            >
              {COMPANY_SORTS.map((sort) => (
                <SelectItem key={sort} id={sort}>
                  {t(`companies.list.sorts.${sort}`)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <p className="kz-internal-contacts__count" role="status">
            {result && !list.isLoading ? t('companies.list.count', { count: result.totalCount }) : ''}
          </p>
          {list.error != null ? (
            <ErrorState title={t('companies.list.loadFailed')} onRetry={list.reload} />
          ) : !result ? (
            <Skeleton lines={8} />
          ) : (
            <div
              className="kz-contact-table"
              aria-busy={list.isLoading || undefined}
              data-state={list.isLoading ? 'loading' : 'ready'}
            >
              <Table aria-label={t('companies.list.label')} density="compact">
                <TableHeader>
                  <Column id="name" isRowHeader>
                    {t('companies.list.columns.name')}
                  </Column>
                  <Column id="visible">{t('companies.list.columns.visibleCount')}</Column>
                  <Column id="registered">{t('companies.list.columns.registeredCount')}</Column>
                  <Column id="last">{t('companies.list.columns.lastExchanged')}</Column>
                </TableHeader>
                <TableBody
                  items={result.items.map((item) => ({ ...item, id: item.lbcCode }))}
                  renderEmptyState={() => (
                    <EmptyState
                      icon="search"
                      title={t('companies.list.empty')}
                      description={t('companies.list.emptyHint')}
                    />
                  )}
                >
                  {(item) => (
                    <Row id={item.lbcCode}>
                      <Cell>
                        <Link
                          className="kz-contact-table__name"
                          to={hrefOf({
                            ...query,
                            code: item.lbcCode,
                            divisionId: null,
                            contactWord: '',
                            contactPage: 1,
                          })}
                          aria-current={item.lbcCode === query.code ? 'true' : undefined}
                        >
                          {item.companyName}
                        </Link>
                        {item.companyNameKana && (
                          <span className="kz-contact-table__kana" lang="ja">
                            {item.companyNameKana}
                          </span>
                        )}
                      </Cell>
                      <Cell>{t('companies.list.people', { count: item.visibleCount })}</Cell>
                      <Cell>{t('companies.list.people', { count: item.registeredCount })}</Cell>
                      <Cell>
                        <time dateTime={item.lastExchanged}>{formatDisplayDate(item.lastExchanged)}</time>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
          )}
          {result && result.totalCount > 0 && (
            <Pagination
              page={query.page}
              pageSize={COMPANY_DIRECTORY_LIMITS.pageSize}
              totalCount={result.totalCount}
              isDisabled={list.isLoading}
              onPageChange={(page) => {
                if (page !== query.page) go({ ...query, page });
              }}
            />
          )}
        </section>
        {query.code && <CompanyPanel key={query.code} query={{ ...query, code: query.code }} go={go} />}
      </div>
    </main>
  );
}

function pickList(query: CompanyListQuery): Partial<CompanyListQuery> {
  return { freeWord: query.freeWord, sort: query.sort, order: query.order, page: query.page };
}
