import type { TFunction } from 'i18next';
import { MessageCircle } from 'lucide-react';
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
  /** The key of the option beside it that starts a talk with the person; none for others. */
  talkId?: string;
}

/** The key of the option that starts a one-to-one talk with the person of `contactId`. */
export const talkOptionKey = (contactId: number) => `talk-${contactId}`;

function rows(kind: ResultKind, results: Results, canTalkWith: (userId: number) => boolean): ResultRow[] {
  switch (kind) {
    case 'people':
      return results.people.items.map((person) => ({
        id: `person-${person.contactId}`,
        name: person.fullname,
        reading: person.fullnameKana,
        detail: [person.divisions[0]?.divisionName, person.position].filter(Boolean).join(' · '),
        ...(canTalkWith(person.userId) && { talkId: talkOptionKey(person.contactId) }),
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
    <ListBoxItem
      id={row.id}
      className="kz-ListBoxItem kz-global-search__option"
      textValue={row.name}
      data-with-talk={row.talkId ? true : undefined}
    >
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

/** The option beside a colleague that opens the one-to-one talk with them (the next arrow stop). */
function TalkOption({ id, name, t }: { id: string; name: string; t: TFunction }) {
  const label = t('talk.start.label', { name });
  return (
    <ListBoxItem
      id={id}
      className="kz-ListBoxItem kz-global-search__talk"
      textValue={label}
      aria-label={label}
    >
      <MessageCircle size={16} aria-hidden="true" />
      <span aria-hidden="true">{t('talk.start.action')}</span>
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

/**
 * The listbox's sections, one per kind with something to say, and the "see all" option last. A
 * colleague one may talk with has a Talk option beside them.
 */
export function resultSections(
  t: TFunction,
  results: Results | null,
  kinds: readonly ResultKind[],
  query: string,
  canTalkWith: (userId: number) => boolean = () => false,
) {
  const sections = results
    ? kinds
        .filter((kind) => results[kind].items.length > 0 || results[kind].failed)
        .map((kind) => (
          <ListBoxSection key={kind} id={kind} className="kz-global-search__section">
            <Header className="kz-global-search__group">{groupTitle(t, kind, results[kind])}</Header>
            {rows(kind, results, canTalkWith).flatMap((row) => [
              <Option key={row.id} row={row} query={query} />,
              ...(row.talkId ? [<TalkOption key={row.talkId} id={row.talkId} name={row.name} t={t} />] : []),
            ])}
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
