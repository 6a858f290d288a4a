import { useId } from 'react';

export type AnpiTone = 'safe' | 'minor' | 'serious' | 'none' | 'yes' | 'no';

export interface AnpiBar {
  /** Stable key of the bar (an answer value). */
  key: string;
  label: string;
  count: number;
  /** The colour family of the bar; the label always says what it is. */
  tone: AnpiTone;
}

export interface AnpiBarChartProps {
  /** Names the chart for assistive technology. */
  title: string;
  bars: readonly AnpiBar[];
  /** What 100 % is: the people asked. */
  total: number;
}

/**
 * Counts as horizontal bars drawn with CSS: each row says its label, count and share in text, so
 * nothing is told by colour alone; the bar itself is decoration.
 */
export function AnpiBarChart({ title, bars, total }: AnpiBarChartProps) {
  const titleId = useId();
  return (
    <figure className="kz-anpi-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="kz-anpi-chart__title">
        {title}
      </figcaption>
      <ul className="kz-anpi-chart__bars">
        {bars.map((bar) => {
          const share = total > 0 ? Math.round((bar.count / total) * 100) : 0;
          return (
            <li key={bar.key} className="kz-anpi-chart__row" data-tone={bar.tone}>
              <span className="kz-anpi-chart__label">{bar.label}</span>
              <span className="kz-anpi-chart__track" aria-hidden="true">
                <span className="kz-anpi-chart__bar" style={{ width: `${share}%` }} />
              </span>
              <span className="kz-anpi-chart__count">
                {bar.count} <span className="kz-anpi-chart__share">({share}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
