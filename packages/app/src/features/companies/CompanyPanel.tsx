import { useState } from 'react';
import { COMPANY_DIRECTORY_LIMITS, type ExternalContactPage } from '@kizuna/api-client/contract';
import { Button, ErrorState, SearchField, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DirectoryTable } from '../../shared/DirectoryTable';
import { Highlight } from '../../shared/Highlight';
import { PersonName } from '../../shared/PersonName';
import { useResultFocus } from '../../shared/useResultFocus';
import { DivisionFilter } from '../divisions';
import { CompanyInfo } from './CompanyInfo';
import type { CompanyListQuery } from './companyListQuery';
import { useCompany, useCompanyContacts } from './useCompany';
import { useCompanyDivisionTree } from './useCompanyDivisionTree';

type CompanyContact = ExternalContactPage['items'][number];

export interface CompanyPanelProps {
  /** The page's state; `code` names the company shown. */
  query: CompanyListQuery & { code: string };
  /** Moves the page to another state. */
  go: (next: CompanyListQuery) => void;
}

/** One company of the directory: what its cards say, its divisions, and the contacts the user opens. */
export function CompanyPanel({ query, go }: CompanyPanelProps) {
  const { t } = useTranslation();
  const lbcCode = query.code;
  const company = useCompany(lbcCode);
  const tree = useCompanyDivisionTree(lbcCode, query.divisionId);
  const contacts = useCompanyContacts(lbcCode, query);

  if (company.error != null) {
    return (
      <section className="kz-companies__panel" aria-labelledby="kz-company-title">
        <h2 id="kz-company-title">{t('companies.company.notFound')}</h2>
        <ErrorState title={t('companies.company.loadFailed')} onRetry={company.reload} />
      </section>
    );
  }
  if (!company.data) {
    return (
      <section className="kz-companies__panel" aria-busy="true" aria-label={t('companies.company.loading')}>
        <Skeleton lines={8} />
      </section>
    );
  }
  const { detail, info } = company.data;
  return (
    <section className="kz-companies__panel" aria-labelledby="kz-company-title">
      <h2 id="kz-company-title" className="kz-companies__company-name">
        {detail.companyName}
      </h2>
      {detail.companyNameKana && (
        <p className="kz-contact-table__kana" lang="ja">
          {detail.companyNameKana}
        </p>
      )}
      <CompanyInfo detail={detail} info={info} />
      <div className="kz-companies__company-body">
        <nav className="kz-companies__divisions" aria-label={t('companies.company.divisions')}>
          <h3 className="kz-companies__subtitle">{t('companies.company.divisions')}</h3>
          <DivisionFilter
            tree={tree}
            selectedId={query.divisionId}
            onSelect={(divisionId) => go({ ...query, divisionId, contactPage: 1 })}
            label={t('companies.company.divisions')}
            allLabel={t('companies.company.allDivisions')}
            loadFailed={t('companies.company.divisionsFailed')}
            skeletonLines={3}
            noDivisions={t('companies.company.noDivisions')}
          />
        </nav>
        <CompanyContacts query={query} go={go} contacts={contacts} />
      </div>
    </section>
  );
}

/** The company's contacts: a free word, the table a page at a time. */
function CompanyContacts({
  query,
  go,
  contacts,
}: CompanyPanelProps & { contacts: ReturnType<typeof useCompanyContacts> }) {
  const { t } = useTranslation();
  const [word, setWord] = useState(query.contactWord);
  const navigate = useNavigate();
  const summary = useResultFocus<HTMLParagraphElement>(Boolean(contacts.data && !contacts.isLoading));
  return (
    <div className="kz-companies__contacts">
      <h3 id="kz-company-contacts-title" className="kz-companies__subtitle">
        {t('companies.company.contacts')}
      </h3>
      {/* Named, as the company list's search beside it is: two search landmarks told apart. */}
      <form
        role="search"
        aria-labelledby="kz-company-contacts-title"
        className="kz-companies__search"
        onSubmit={(event) => {
          event.preventDefault();
          summary.searched();
          go({ ...query, contactWord: word, contactPage: 1 });
        }}
      >
        <SearchField
          label={t('companies.company.contactWord')}
          value={word}
          onChange={setWord}
          onClear={() => go({ ...query, contactWord: '', contactPage: 1 })}
        />
        <Button type="submit">{t('companies.company.search')}</Button>
      </form>
      <DirectoryTable<CompanyContact>
        list={contacts}
        label={t('companies.company.contacts')}
        countText={(count) => t('companies.company.contactCount', { count })}
        loadFailed={t('companies.company.contactsFailed')}
        skeletonLines={4}
        rowId={(item) => item.contactId}
        emptyTitle={t('companies.company.noContacts')}
        emptyHint={t('companies.company.noContactsHint')}
        page={query.contactPage}
        pageSize={COMPANY_DIRECTORY_LIMITS.contactsPageSize}
        onPageChange={(contactPage) => go({ ...query, contactPage })}
        highlight={query.contactWord}
        summaryRef={summary.ref}
        onRowAction={(item) => void navigate(detailPath(item))}
        columns={[
          {
            id: 'name',
            isRowHeader: true,
            title: t('companies.company.columns.name'),
            cell: (item) => (
              <PersonName name={item.fullname} reading={item.fullnameKana} to={detailPath(item)} />
            ),
          },
          {
            id: 'division',
            title: t('companies.company.columns.division'),
            cell: (item) => <Highlight text={item.divisionName} />,
          },
          {
            id: 'position',
            title: t('companies.company.columns.position'),
            cell: (item) => <Highlight text={item.position} />,
          },
          {
            id: 'phone',
            title: t('companies.company.columns.phone'),
            cell: (item) => (
              <span className="kz-nowrap">{item.phoneNum || item.mobileNum || item.companyMobileNum}</span>
            ),
          },
          { id: 'folder', title: t('companies.company.columns.folder'), cell: (item) => item.folderName },
        ]}
      />
    </div>
  );
}

function detailPath(item: CompanyContact): string {
  return `/externalContacts/${item.folderType === 'PERSONAL' ? 'personal' : 'common'}/detail/${item.contactId}`;
}
