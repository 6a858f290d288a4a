import type { TFunction } from 'i18next';
import { Header, ListBoxItem, ListBoxSection, Text } from 'react-aria-components';
import { Highlight } from '../../shared/Highlight';
import { SEE_ALL_KEY } from './globalSearchTargets';
import type { GlobalSearchResults as Results, ResultGroup } from './useGlobalSearch';

const GROUPS = ['people', 'externalContacts', 'companies'] as const;
export type ResultKind = (typeof GROUPS)[number];

/** One result as the list shows it: its name, the name's reading and a line of detail. */
interface ResultRow {
  id: string;
  name: string;
  reading: string | null;
  detail: string;
}

function rows(kind: ResultKind, results: Results): ResultRow[] {
  switch (kind) {
    case 'people':
      return results.people.items.map((person) => ({
        id: `person-${person.contactId}`,
        name: person.fullname,
        reading: person.fullnameKana,
        detail: [person.divisions[0]?.divisionName, person.position].filter(Boolean).join(' · '),
      }));
    case 'externalContacts':
      return results.externalContacts.items.map((contact) => ({
        id: `external-${contact.contactId}`,
        name: contact.fullname,
        reading: contact.fullnameKana,
        detail: [contact.companyName, contact.divisionName].filter(Boolean).join(' · '),
      }));
    case 'companies':
      return results.companies.items.map((company) => ({
        id: `company-${company.lbcCode}`,
        name: company.companyName,
        reading: company.companyNameKana,
        detail: '',
      }));
    default:
      return kind satisfies never;
  }
}

/** A result option, every text of it with the words that matched marked. */
function Option({ row, query }: { row: ResultRow; query: string }) {
  return (
    <ListBoxItem id={row.id} className="kz-ListBoxItem kz-global-search__option" textValue={row.name}>
      <Text slot="label" className="kz-global-search__name">
        <Highlight text={row.name} query={query} />
        {row.reading && (
          <span className="kz-global-search__kana" lang="ja">
            {' '}
            <Highlight text={row.reading} query={query} />
          </span>
        )}
      </Text>
      {row.detail && (
        <Text slot="description" className="kz-global-search__detail">
          <Highlight text={row.detail} query={query} />
        </Text>
      )}
    </ListBoxItem>
  );
}

/** The group's heading: its name and how many it found, or that it could not be searched. */
function groupTitle(t: TFunction, kind: ResultKind, group: ResultGroup<unknown>): string {
  const name = t(`globalSearch.group.${kind}`);
  return group.failed
    ? t('globalSearch.groupFailed', { name })
    : t('globalSearch.groupCount', { name, count: group.totalCount });
}

/** The listbox's sections, one per kind with something to say, and the "see all" option last. */
export function resultSections(
  t: TFunction,
  results: Results | null,
  kinds: readonly ResultKind[],
  query: string,
) {
  const sections = results
    ? kinds
        .filter((kind) => results[kind].items.length > 0 || results[kind].failed)
        .map((kind) => (
          <ListBoxSection key={kind} id={kind} className="kz-global-search__section">
            <Header className="kz-global-search__group">{groupTitle(t, kind, results[kind])}</Header>
            {rows(kind, results).map((row) => (
              <Option key={row.id} row={row} query={query} />
            ))}
          </ListBoxSection>
        ))
    : [];
  if (query !== '') {
    sections.push(
      <ListBoxSection key={SEE_ALL_KEY} id="seeAllSection" className="kz-global-search__section">
        <ListBoxItem
          id={SEE_ALL_KEY}
          className="kz-ListBoxItem kz-global-search__all"
          textValue={t('globalSearch.seeAll', { query })}
        >
          {t('globalSearch.seeAll', { query })}
        </ListBoxItem>
      </ListBoxSection>,
    );
  }
  return sections;
}

/** What the live region says once results are in: the count of each kind. */
export function resultsAnnouncement(t: TFunction, results: Results, kinds: readonly ResultKind[]): string {
  const counts = kinds
    .filter((kind) => !results[kind].failed)
    .map((kind) =>
      t('globalSearch.groupCount', {
        name: t(`globalSearch.group.${kind}`),
        count: results[kind].totalCount,
      }),
    );
  return t('globalSearch.announce', { counts: counts.join(t('globalSearch.separator')) });
}

export { GROUPS as RESULT_KINDS };
