import type { AnpiCounts } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import type { AnpiPeopleFilters } from './anpiPeopleFilters';
import { formatShare } from './formatShare';

type Tone = 'serious' | 'minor' | 'none' | 'safe' | 'no' | 'plain';

interface Tile {
  key: string;
  label: string;
  count: number;
  tone: Tone;
  /** The filter the tile sets; pressed while the list shows exactly it. */
  filter: Pick<AnpiPeopleFilters, 'state' | 'canWork'>;
}

export interface AnpiResultsSummaryProps {
  totals: AnpiCounts;
  filters: AnpiPeopleFilters;
  onFilter: (filter: Pick<AnpiPeopleFilters, 'state' | 'canWork'>) => void;
}

/**
 * The counts of a check at a glance, the most urgent first: each tile says its label, count and
 * share in words (the colour only repeats it) and shows those people in the list below.
 */
export function AnpiResultsSummary({ totals, filters, onFilter }: AnpiResultsSummaryProps) {
  const { t } = useTranslation();
  const tiles: Tile[] = [
    {
      key: 'answered',
      label: t('anpiAnswer.results.answered'),
      count: totals.answered,
      tone: 'plain',
      filter: { state: 'ANSWERED', canWork: 'ALL' },
    },
    {
      key: 'serious',
      label: t('anpiAnswer.safety.SERIOUS_INJURY'),
      count: totals.seriousInjury,
      tone: 'serious',
      filter: { state: 'SERIOUS_INJURY', canWork: 'ALL' },
    },
    {
      key: 'minor',
      label: t('anpiAnswer.safety.MINOR_INJURY'),
      count: totals.minorInjury,
      tone: 'minor',
      filter: { state: 'MINOR_INJURY', canWork: 'ALL' },
    },
    {
      key: 'safe',
      label: t('anpiAnswer.safety.SAFE'),
      count: totals.safe,
      tone: 'safe',
      filter: { state: 'SAFE', canWork: 'ALL' },
    },
    {
      key: 'cannotWork',
      label: t('anpiAnswer.canWork.no'),
      count: totals.cannotWork,
      tone: 'no',
      filter: { state: 'ALL', canWork: 'NO' },
    },
    {
      key: 'unanswered',
      label: t('anpiAnswer.results.unanswered'),
      count: totals.unanswered,
      tone: 'none',
      filter: { state: 'UNANSWERED', canWork: 'ALL' },
    },
  ];
  return (
    <ul className="kz-anpi-tiles" aria-label={t('anpiAnswer.results.totals')}>
      <li className="kz-anpi-tile" data-tone="plain" data-static="">
        <span className="kz-anpi-tile__label">{t('anpiAnswer.results.targets')}</span>
        <span className="kz-anpi-tile__count">
          {t('anpiAnswer.results.people', { count: totals.targets })}
        </span>
      </li>
      {tiles.map((tile) => {
        const pressed = filters.state === tile.filter.state && filters.canWork === tile.filter.canWork;
        return (
          <li key={tile.key}>
            <button
              type="button"
              className="kz-anpi-tile"
              data-tone={tile.tone}
              data-empty={tile.count === 0 || undefined}
              aria-pressed={pressed}
              aria-label={t('anpiAnswer.results.tileLabel', {
                label: tile.label,
                count: tile.count,
                share: formatShare(tile.count, totals.targets),
              })}
              onClick={() => onFilter(pressed ? { state: 'ALL', canWork: 'ALL' } : tile.filter)}
            >
              <span className="kz-anpi-tile__label">{tile.label}</span>
              <span className="kz-anpi-tile__count">
                {t('anpiAnswer.results.people', { count: tile.count })}
                <span className="kz-anpi-tile__share">{formatShare(tile.count, totals.targets)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
