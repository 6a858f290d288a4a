import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap between children on the 4 px grid (`--kz-space-N`). @default 3 */
  gap?: Space;
  /** Cross-axis alignment. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/** Lays children out in a column with an even gap. */
export function Stack({ gap = 3, align = 'stretch', className, style, ...props }: StackProps) {
  return (
    <div
      {...props}
      className={clsx('kz-Stack', className)}
      data-align={align}
      style={{ gap: gap === 0 ? 0 : `var(--kz-space-${gap})`, ...style }}
    />
  );
}

export interface InlineProps extends HTMLAttributes<HTMLDivElement> {
  /** Gap between children on the 4 px grid. @default 2 */
  gap?: Space;
  /** Cross-axis alignment. @default 'center' */
  align?: 'start' | 'center' | 'end' | 'baseline';
  /** Main-axis distribution. @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let children wrap onto more lines. @default true */
  wrap?: boolean;
}

/** Lays children out in a row with an even gap. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  className,
  style,
  ...props
}: InlineProps) {
  return (
    <div
      {...props}
      className={clsx('kz-Inline', className)}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap || undefined}
      style={{ gap: gap === 0 ? 0 : `var(--kz-space-${gap})`, ...style }}
    />
  );
}
