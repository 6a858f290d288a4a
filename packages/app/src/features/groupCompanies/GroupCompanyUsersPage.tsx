import '../../shared/directory.css';
import './groupCompanies.css';
import { useMemo, useState } from 'react';
import type { GroupCompany, GroupContact } from '@kizuna/api-client/contract';
import { Button, SearchField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TableColumn } from '../../shared/ColumnTable';
import { DirectoryTable } from '../../shared/DirectoryTable';
import { FaceImage } from '../../shared/FaceImage';
import { Highlight } from '../../shared/Highlight';
import { EmailLink, PersonName } from '../../shared/PersonName';
import { useResultFocus } from '../../shared/useResultFocus';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { DivisionFilter } from '../divisions';
import { parseGroupUsersQuery, serializeGroupUsersQuery, type GroupUsersQuery } from './groupUsersQuery';
import { useGroupDivisionTree } from './useGroupDivisionTree';
import { emailsOf, GroupUserDialog, GroupUserPhones, MoreCount } from './GroupUserDialog';
import { GROUP_USERS_PAGE_SIZE, useGroupUsers } from './useGroupUsers';
import { Page } from '../../shared/Page';

export interface GroupCompanyUsersPageProps {
  company: GroupCompany;
  phoneSettings: PhoneLinkSettings;
}

/**
 * `/front/groupCompanies/{id}/users`: a linked tenant's directory, read-only — its division tree,
 * a free word through the same Japanese search, and the people with their directory fields.
 */
export function GroupCompanyUsersPage({ company, phoneSettings }: GroupCompanyUsersPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseGroupUsersQuery(new URLSearchParams(search)), [search]);
  const [word, setWord] = useState(query.freeWord);
  const { groupTenantId } = company;
  const tree = useGroupDivisionTree(groupTenantId, query.divisionId);
  const list = useGroupUsers(groupTenantId, query, search);
  const columns = useGroupUserColumns(phoneSettings);
  const summary = useResultFocus<HTMLParagraphElement>(Boolean(list.data && !list.isLoading));
  const [opened, setOpened] = useState<GroupContact | null>(null);

  function go(next: GroupUsersQuery) {
    const text = serializeGroupUsersQuery(next);
    void navigate({ search: text ? `?${text}` : '' });
  }

  return (
    <Page
      className="kz-internal-contacts kz-group-users"
      title={company.orgName}
      before={
        <p className="kz-group-users__back">
          <Link to="/groupCompanies/groupCompanyList">{t('groupCompanies.users.back')}</Link>
        </p>
      }
    >
      <div className="kz-internal-contacts__layout">
        <nav className="kz-internal-contacts__tree" aria-label={t('groupCompanies.users.treeLabel')}>
          <DivisionFilter
            tree={tree}
            selectedId={query.divisionId}
            onSelect={(divisionId) => go({ ...query, divisionId, page: 1 })}
            label={t('groupCompanies.users.treeLabel')}
            allLabel={t('groupCompanies.users.wholeCompany')}
            loadFailed={t('groupCompanies.users.treeFailed')}
            skeletonLines={6}
          />
        </nav>
        <div className="kz-internal-contacts__main">
          <form
            role="search"
            className="kz-group-users__search"
            onSubmit={(event) => {
              event.preventDefault();
              summary.searched();
              go({ ...query, freeWord: word, page: 1 });
            }}
          >
            <SearchField
              label={t('groupCompanies.users.freeWord')}
              value={word}
              onChange={setWord}
              onClear={() => go({ ...query, freeWord: '', page: 1 })}
            />
            <Button type="submit" variant="primary">
              {t('groupCompanies.users.search')}
            </Button>
          </form>
          <section className="kz-internal-contacts__results" aria-labelledby="kz-results-title">
            <h2 id="kz-results-title" className="kz-VisuallyHidden">
              {t('groupCompanies.users.listLabel')}
            </h2>
            <DirectoryTable<GroupContact>
              list={list}
              label={t('groupCompanies.users.listLabel')}
              countText={(count) => t('groupCompanies.users.count', { count })}
              loadFailed={t('groupCompanies.users.loadFailed')}
              skeletonLines={8}
              columns={columns}
              rowId={(item) => item.linkageContactId}
              emptyTitle={t('groupCompanies.users.empty')}
              emptyHint={t('groupCompanies.users.emptyHint')}
              page={query.page}
              pageSize={GROUP_USERS_PAGE_SIZE}
              onPageChange={(page) => go({ ...query, page })}
              highlight={query.freeWord}
              onRowAction={setOpened}
              summaryRef={summary.ref}
            />
          </section>
        </div>
      </div>
      {opened && (
        <GroupUserDialog user={opened} phoneSettings={phoneSettings} onClose={() => setOpened(null)} />
      )}
    </Page>
  );
}

/** The columns of a linked tenant's people: face, name, divisions, position, phones and e-mail. */
function useGroupUserColumns(phoneSettings: PhoneLinkSettings): TableColumn<GroupContact>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'face',
      width: 48,
      title: <span className="kz-VisuallyHidden">{t('groupCompanies.users.columns.face')}</span>,
      cell: (item) => <FaceImage src={item.faceImageThumbnail} alt="" />,
    },
    {
      id: 'name',
      isRowHeader: true,
      title: t('groupCompanies.users.columns.name'),
      cell: (item) => (
        <span data-testid="group-user-name">
          <PersonName name={item.fullname} reading={item.fullnameKana} alphabet={item.fullnameAlphabet} />
        </span>
      ),
    },
    {
      id: 'divisions',
      title: t('groupCompanies.users.columns.divisions'),
      cell: (item) => (
        <Highlight text={item.divisions.map((division) => division.divisionName).join(' / ')} />
      ),
    },
    {
      id: 'position',
      title: t('groupCompanies.users.columns.position'),
      cell: (item) => <Highlight text={item.position ?? ''} />,
    },
    {
      id: 'phone',
      title: t('groupCompanies.users.columns.phone'),
      // One number on the first line, so the e-mail below may use the width under it too; the
      // dialog (Enter on the row) lists every number.
      cell: (item) => <GroupUserPhones item={item} phoneSettings={phoneSettings} limit={1} />,
    },
    {
      id: 'email',
      title: t('groupCompanies.users.columns.email'),
      secondary: true,
      cell: (item) => {
        // One address on the row's second line; the dialog has them all.
        const [first, ...rest] = emailsOf(item);
        return (
          first && (
            <>
              <EmailLink email={first} />
              <MoreCount count={rest.length} />
            </>
          )
        );
      },
    },
  ];
}
