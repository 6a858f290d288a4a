import type { AnpiPerson } from '@kizuna/api-client/contract';
import { Button, EmptyState, Icon, type SortDescriptor } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from '../../shared/ColumnTable';
import { ContactPhones } from '../../shared/ContactPhones';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { PersonName } from '../../shared/PersonName';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import type { AnpiPeopleFilters } from './anpiPeopleFilters';

/** The list's sortable columns and the API's sort each stands for. */
const SORT_OF_COLUMN = {
  name: 'name',
  division: 'division',
  safety: 'severity',
  answeredAt: 'answeredAt',
} as const;

export function sortDescriptorOf(filters: AnpiPeopleFilters): SortDescriptor {
  const column = Object.entries(SORT_OF_COLUMN).find(([, sort]) => sort === filters.sort)?.[0] ?? 'safety';
  return { column, direction: filters.order === 'desc' ? 'descending' : 'ascending' };
}

export function sortOfDescriptor(
  descriptor: SortDescriptor,
): Pick<AnpiPeopleFilters, 'sort' | 'order'> | null {
  const sort = SORT_OF_COLUMN[String(descriptor.column) as keyof typeof SORT_OF_COLUMN];
  if (!sort) return null;
  return { sort, order: descriptor.direction === 'descending' ? 'desc' : 'asc' };
}

function SafetyBadge({ person }: { person: AnpiPerson }) {
  const { t } = useTranslation();
  const safety = person.answer?.safety ?? null;
  return (
    <span className="kz-anpi-state" data-safety={safety ?? 'NONE'}>
      <Icon name={safety === null ? 'minus' : safety === 'SAFE' ? 'check' : 'alert'} size={14} />
      {safety === null ? t('anpiAnswer.results.unanswered') : t(`anpiAnswer.safety.${safety}`)}
    </span>
  );
}

export interface AnpiPeopleTableProps {
  people: readonly AnpiPerson[];
  filters: AnpiPeopleFilters;
  onSort: (sort: Pick<AnpiPeopleFilters, 'sort' | 'order'>) => void;
  phoneSettings: PhoneLinkSettings;
  /** Opens the answer of someone to enter or correct; none while the check is closed. */
  onEnter: ((person: AnpiPerson) => void) | null;
  /** What the list says when the filters match no one. */
  empty: React.ReactNode;
}

/**
 * Everyone a check asks, one line each on a wide screen (a card each on a narrow one): name and
 * reading, division, state, coming to work, comment, time of the answer, a number to call, and
 * entering or correcting the answer; who entered it and every number are in the row's details.
 */
export function AnpiPeopleTable({
  people,
  filters,
  onSort,
  phoneSettings,
  onEnter,
  empty,
}: AnpiPeopleTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<AnpiPerson>[] = [
    {
      id: 'name',
      title: t('anpiAnswer.results.name'),
      isRowHeader: true,
      allowsSorting: true,
      cell: (person) => (
        <PersonName name={person.fullname} reading={person.fullnameKana} alphabet={person.fullnameAlphabet} />
      ),
    },
    {
      id: 'division',
      title: t('anpiAnswer.results.division'),
      allowsSorting: true,
      cell: (person) => (
        <span className="kz-anpi-cell-keep">{person.divisionName ?? t('anpiAnswer.results.noDivision')}</span>
      ),
    },
    {
      id: 'safety',
      title: t('anpiAnswer.results.safety'),
      allowsSorting: true,
      cell: (person) => <SafetyBadge person={person} />,
    },
    {
      id: 'canWork',
      title: t('anpiAnswer.results.work'),
      cell: (person) =>
        person.answer === null ? null : (
          <span className="kz-anpi-work" data-can-work={person.answer.canWork}>
            {t(person.answer.canWork ? 'anpiAnswer.results.workYes' : 'anpiAnswer.results.workNo')}
          </span>
        ),
    },
    {
      id: 'comment',
      title: t('anpiAnswer.results.comment'),
      cell: (person) =>
        person.answer?.comment ? (
          <span className="kz-anpi-comment" title={person.answer.comment}>
            {person.answer.comment}
          </span>
        ) : null,
    },
    {
      id: 'answeredAt',
      title: t('anpiAnswer.answeredAt'),
      allowsSorting: true,
      cell: (person) =>
        person.answer === null ? null : (
          <span className="kz-nowrap">
            {formatDisplayDate(person.answer.answeredAt, 'dateTime')}
            {person.answer.enteredBy && (
              <span className="kz-anpi-proxy-mark"> {t('anpiAnswer.results.proxyMark')}</span>
            )}
          </span>
        ),
    },
    {
      id: 'phone',
      title: t('anpiAnswer.results.phones'),
      cell: (person) => (
        <ContactPhones
          phones={{
            extensionNum: person.extensionNum,
            phoneNum: person.phoneNum,
            mobileNum: person.mobileNum,
          }}
          settings={phoneSettings}
          limit={1}
          name={person.fullname}
        />
      ),
    },
    ...(onEnter
      ? [
          {
            id: 'enter',
            title: <span className="kz-VisuallyHidden">{t('anpiAnswer.results.actions')}</span>,
            width: 112,
            cell: (person: AnpiPerson) => (
              <Button
                size="small"
                onPress={() => onEnter(person)}
                aria-label={t(
                  person.answer ? 'anpiAnswer.proxy.correctNamed' : 'anpiAnswer.proxy.openNamed',
                  { name: person.fullname },
                )}
              >
                {t(person.answer ? 'anpiAnswer.proxy.correct' : 'anpiAnswer.proxy.open')}
              </Button>
            ),
          } satisfies TableColumn<AnpiPerson>,
        ]
      : []),
    {
      id: 'enteredBy',
      title: t('anpiAnswer.enteredBy'),
      folded: true,
      cell: (person) => person.answer?.enteredBy?.fullname ?? t('anpiAnswer.results.selfAnswered'),
    },
    {
      id: 'phones',
      title: t('anpiAnswer.results.allPhones'),
      folded: true,
      cell: (person) => (
        <ContactPhones
          phones={{
            extensionNum: person.extensionNum,
            phoneNum: person.phoneNum,
            mobileNum: person.mobileNum,
          }}
          settings={phoneSettings}
          limit={3}
          name={person.fullname}
        />
      ),
    },
  ];
  return (
    <ColumnTable
      labelledBy="kz-anpi-people"
      columns={columns}
      items={people}
      rowId={(person) => person.userId}
      rowText={(person) => person.fullname}
      sortDescriptor={sortDescriptorOf(filters)}
      onSortChange={(descriptor) => {
        const sort = sortOfDescriptor(descriptor);
        if (sort) onSort(sort);
      }}
      empty={empty ?? <EmptyState icon="inbox" title={t('anpiAnswer.results.noMatch')} />}
    />
  );
}
