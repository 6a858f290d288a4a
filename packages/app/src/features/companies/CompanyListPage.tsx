import '../../shared/directory.css';
import './companies.css';
import { useMemo, useState } from 'react';
import {
  COMPANY_DIRECTORY_LIMITS,
  COMPANY_SORTS,
  type Company,
  type CompanySort,
} from '@kizuna/api-client/contract';
import type { Key } from '@kizuna/ui';
import { Button, SearchField, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { DirectoryTable } from '../../shared/DirectoryTable';
import { PersonName } from '../../shared/PersonName';
import { useQuery } from '../../shared/useQuery';
import { useResultFocus } from '../../shared/useResultFocus';
import { CompanyPanel } from './CompanyPanel';
import {
  DEFAULT_COMPANY_LIST_QUERY,
  parseCompanyListQuery,
  serializeCompanyListQuery,
  type CompanyListQuery,
} from './companyListQuery';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Page } from '../../shared/Page';

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

  const summary = useResultFocus<HTMLParagraphElement>(Boolean(list.data && !list.isLoading));

  function go(next: CompanyListQuery) {
    const text = serializeCompanyListQuery(next);
    void navigate({ search: text ? `?${text}` : '' });
  }
  function companyQuery(item: Company): CompanyListQuery {
    return { ...query, code: item.lbcCode, divisionId: null, contactWord: '', contactPage: 1 };
  }
  function hrefOf(next: CompanyListQuery) {
    const text = serializeCompanyListQuery(next);
    return text ? `?${text}` : '?';
  }

  return (
    <Page className="kz-companies" title={t('companies.title')}>
      <div className="kz-companies__layout" data-open={query.code ? true : undefined}>
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
                summary.searched();
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
          <DirectoryTable<Company>
            list={list}
            label={t('companies.list.label')}
            countText={(count) => t('companies.list.count', { count })}
            loadFailed={t('companies.list.loadFailed')}
            skeletonLines={8}
            rowId={(item) => item.lbcCode}
            emptyTitle={t('companies.list.empty')}
            emptyHint={t('companies.list.emptyHint')}
            page={query.page}
            pageSize={COMPANY_DIRECTORY_LIMITS.pageSize}
            onPageChange={(page) => go({ ...query, page })}
            highlight={query.freeWord}
            summaryRef={summary.ref}
            onRowAction={(item) => go(companyQuery(item))}
            columns={[
              {
                id: 'name',
                isRowHeader: true,
                title: t('companies.list.columns.name'),
                cell: (item) => (
                  <PersonName
                    name={item.companyName}
                    reading={item.companyNameKana}
                    to={hrefOf(companyQuery(item))}
                    isCurrent={item.lbcCode === query.code}
                  />
                ),
              },
              {
                id: 'visible',
                title: t('companies.list.columns.visibleCount'),
                cell: (item) => (
                  <span className="kz-nowrap">
                    {t('companies.list.people', { count: item.visibleCount })}
                  </span>
                ),
              },
              {
                id: 'registered',
                title: t('companies.list.columns.registeredCount'),
                cell: (item) => (
                  <span className="kz-nowrap">
                    {t('companies.list.people', { count: item.registeredCount })}
                  </span>
                ),
              },
              {
                id: 'last',
                title: t('companies.list.columns.lastExchanged'),
                cell: (item) => (
                  <time className="kz-nowrap" dateTime={item.lastExchanged}>
                    {formatDisplayDate(item.lastExchanged)}
                  </time>
                ),
              },
            ]}
          />
        </section>
        {query.code && <CompanyPanel key={query.code} query={{ ...query, code: query.code }} go={go} />}
      </div>
    </Page>
  );
}

function pickList(query: CompanyListQuery): Partial<CompanyListQuery> {
  return { freeWord: query.freeWord, sort: query.sort, order: query.order, page: query.page };
}
