import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Cards sent in one week. */
export interface WeekCount {
  /** The week's first day, YYYY-MM-DD. */
  weekStart: string;
  count: number;
}

/** Cards sent or received by one division. */
export interface DivisionCount {
  divisionName: string;
  count: number;
}

/** YYYY-MM-DD as the app writes a date, YYYY/MM/DD. */
const dayOf = (isoDay: string) => isoDay.replaceAll('-', '/');

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 24;

/** The largest count rounded up to a readable scale top (1, 2 or 5 times a power of ten). */
export function scaleTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

/** Cards per week as SVG bars, with the same figures as a table under a disclosure. */
export function WeeklyCardsChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const { t } = useTranslation();
  const top = scaleTop(Math.max(0, ...weeks.map((week) => week.count)));
  const slot = (WIDTH - AXIS) / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <figure className="kz-thanks-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-label={t('admin.thanks.logs.chartLabel', { weeks: weeks.length, count: total })}
        className="kz-thanks-chart__svg"
      >
        <line x1={AXIS} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="kz-thanks-chart__axis" />
        <text x={AXIS - 4} y={12} textAnchor="end" className="kz-thanks-chart__tick">
          {top}
        </text>
        <text x={AXIS - 4} y={HEIGHT} textAnchor="end" className="kz-thanks-chart__tick">
          0
        </text>
        {weeks.map((week, index) => {
          const height = (week.count / top) * (HEIGHT - 8);
          const x = AXIS + index * slot + slot * 0.15;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                className="kz-thanks-chart__bar"
              >
                <title>
                  {dayOf(week.weekStart)}: {week.count}
                </title>
              </rect>
              {(weeks.length <= 8 || index % Math.ceil(weeks.length / 8) === 0) && (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT + 16}
                  textAnchor="middle"
                  className="kz-thanks-chart__tick"
                >
                  {dayOf(week.weekStart).slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{t('admin.thanks.logs.chartCaption')}</figcaption>
      <details className="kz-thanks-chart__table">
        <summary>
          {t('admin.thanks.logs.asTable')}
          <ChevronDown size={16} aria-hidden="true" />
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.thanks.logs.week')}</th>
              <th scope="col">{t('admin.thanks.logs.cards')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{dayOf(week.weekStart)}</th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The divisions with most cards, each as a labelled bar (the figures are text, not colour alone). */
export function TopDivisions({ divisions }: { divisions: readonly DivisionCount[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...divisions.map((division) => division.count));
  return (
    <ol className="kz-thanks-top" aria-label={t('admin.thanks.logs.topDivisions')}>
      {divisions.map((division) => (
        <li key={division.divisionName}>
          <span className="kz-thanks-top__name">{division.divisionName}</span>
          <span
            className="kz-thanks-top__bar"
            style={{ inlineSize: `${(division.count / max) * 100}%` }}
            aria-hidden="true"
          />
          <span className="kz-thanks-top__count">
            {t('admin.thanks.logs.cardCount', { count: division.count })}
          </span>
        </li>
      ))}
    </ol>
  );
}
