import type { PresenceStatus } from '@kizuna/api-client/contract';
import { Icon } from '@kizuna/ui';
import type { TFunction } from 'i18next';
import { MessageCircle } from 'lucide-react';
import { Header, ListBoxItem, ListBoxSection, Text } from 'react-aria-components';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { formatPhoneNumber } from '../../shared/formatPhoneNumber';
import { Highlight } from '../../shared/Highlight';
import { callsThroughPhoneSystem, phoneHref, type PhoneLinkSettings } from '../../shared/phoneLink';
import { PresenceIndicator } from '../presence';
import { SEE_ALL_KEY } from './globalSearchTargets';
import type { GlobalSearchResults as Results, ResultGroup } from './useGlobalSearch';

const GROUPS = ['people', 'externalContacts', 'companies'] as const;
export type ResultKind = (typeof GROUPS)[number];

/** One result as the list shows it: its name, the name's reading and a line of detail. */
interface ResultRow {
  id: string;
  name: string;
  /** The kana, or the romaji in the English UI where the person has one. */
  reading: string | null;
  /** `reading` is romaji (read out in English). */
  romaji?: boolean;
  detail: string;
  /** A colleague: their face, presence and extension. */
  person?: { userId: number; presence: PresenceStatus | undefined; extension: string | null };
  /** The option beside it that calls the extension (a link in the link modes); none when it cannot. */
  call?: { id: string; href: string | null; number: string };
  /** The key of the option beside it that starts a talk with the person; none for others. */
  talkId?: string;
}

/** The key of the option that starts a one-to-one talk with the person of `contactId`. */
export const talkOptionKey = (contactId: number) => `talk-${contactId}`;
/** The key of the option that calls the extension of the person of `contactId`. */
export const callOptionKey = (contactId: number) => `call-${contactId}`;

/** What the people's rows show beside the name: presence (loaded apart) and how numbers call. */
export interface PeopleContext {
  presenceOf: (userId: number) => PresenceStatus | undefined;
  phoneSettings: PhoneLinkSettings;
  /** Colleagues read in romaji where they have one (the English UI), in kana otherwise. */
  romaji?: boolean;
}

function rows(kind: ResultKind, results: Results, people: PeopleContext): ResultRow[] {
  switch (kind) {
    case 'people':
      return results.people.items.map((person) => {
        const extension = person.dynamicColumns.PHONE?.extensionNum ?? null;
        const href = extension ? phoneHref(extension, people.phoneSettings) : null;
        const callable =
          extension !== null && (href !== null || callsThroughPhoneSystem(people.phoneSettings));
        return {
          id: `person-${person.contactId}`,
          name: person.fullname,
          reading: (people.romaji && person.fullnameAlphabet) || person.fullnameKana,
          romaji: Boolean(people.romaji && person.fullnameAlphabet),
          detail: [person.divisions[0]?.divisionName, person.position].filter(Boolean).join(' · '),
          person: { userId: person.userId, presence: people.presenceOf(person.userId), extension },
          ...(callable && { call: { id: callOptionKey(person.contactId), href, number: extension } }),
          ...(person.talkAvailable && { talkId: talkOptionKey(person.contactId) }),
        };
      });
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
function Option({ row, query, t }: { row: ResultRow; query: string; t: TFunction }) {
  const { person } = row;
  return (
    <ListBoxItem
      id={row.id}
      className="kz-ListBoxItem kz-global-search__option"
      textValue={row.name}
      data-with-actions={row.call || row.talkId ? true : undefined}
      data-person={person ? true : undefined}
    >
      {person && <FaceThumbnail userId={person.userId} alt="" size={28} />}
      <span className="kz-global-search__text">
        <Text slot="label" className="kz-global-search__name">
          <Highlight text={row.name} query={query} />
          {row.reading && (
            <span className="kz-global-search__kana" lang={row.romaji ? 'en' : 'ja'}>
              {' '}
              <Highlight text={row.reading} query={query} />
            </span>
          )}
        </Text>
        {(row.detail || person) && (
          <Text slot="description" className="kz-global-search__detail">
            {row.detail && (
              <span className="kz-global-search__detail-text">
                <Highlight text={row.detail} query={query} />
              </span>
            )}
            {person?.presence && <PresenceIndicator status={person.presence} />}
            {person?.extension && !row.call && (
              <span className="kz-global-search__extension">
                {t('globalSearch.extension', { number: formatPhoneNumber(person.extension) })}
              </span>
            )}
          </Text>
        )}
      </span>
    </ListBoxItem>
  );
}

/** The option beside a colleague that calls their extension (the next arrow stop after them). */
function CallOption({ call, name, t }: { call: NonNullable<ResultRow['call']>; name: string; t: TFunction }) {
  const shown = formatPhoneNumber(call.number);
  const label = t('globalSearch.callExtension', { name, number: shown });
  return (
    <ListBoxItem
      id={call.id}
      className="kz-ListBoxItem kz-global-search__call"
      textValue={label}
      aria-label={label}
      {...(call.href ? { href: call.href } : {})}
    >
      <Icon name="phone" size={14} />
      <span className="kz-phone__number" aria-hidden="true">
        {shown}
      </span>
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
 * colleague has a Call option beside them when their extension can be called from here, and a Talk
 * option when one may talk with them (`talkAvailable`).
 */
export function resultSections(
  t: TFunction,
  results: Results | null,
  kinds: readonly ResultKind[],
  query: string,
  people: PeopleContext = {
    presenceOf: () => undefined,
    phoneSettings: { mode: 'VIEW_ONLY', dynamicScheme: null },
  },
) {
  const sections = results
    ? kinds
        .filter((kind) => results[kind].items.length > 0 || results[kind].failed)
        .map((kind) => (
          <ListBoxSection key={kind} id={kind} className="kz-global-search__section">
            <Header className="kz-global-search__group">{groupTitle(t, kind, results[kind])}</Header>
            {rows(kind, results, people).flatMap((row) => [
              <Option key={row.id} row={row} query={query} t={t} />,
              ...(row.call ? [<CallOption key={row.call.id} call={row.call} name={row.name} t={t} />] : []),
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

/** The key of the first result shown (what Enter opens when none is highlighted), or null. */
export function firstResultKey(results: Results | null, kinds: readonly ResultKind[]): string | null {
  if (!results) return null;
  for (const kind of kinds) {
    const [first] = rows(kind, results, {
      presenceOf: () => undefined,
      phoneSettings: { mode: 'VIEW_ONLY', dynamicScheme: null },
    });
    if (first) return first.id;
  }
  return null;
}

export { GROUPS as RESULT_KINDS };
