import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** Number of text lines to draw. @default 1 */
  lines?: number;
  /** Width of each line (CSS length). @default '100%' */
  width?: CSSProperties['width'];
  /** Shape: text lines, a circle (avatars) or a block. @default 'text' */
  shape?: 'text' | 'circle' | 'block';
  /** Height of a circle or block (CSS length). @default '2rem' */
  height?: CSSProperties['height'];
  /** Extra class name. */
  className?: string;
}

/**
 * A placeholder with the shape of content still loading. Hidden from assistive technology: the
 * loading state is announced by the region that owns it (`aria-busy`) or the loading overlay.
 */
export function Skeleton({
  lines = 1,
  width = '100%',
  shape = 'text',
  height = '2rem',
  className,
}: SkeletonProps) {
  if (shape !== 'text') {
    return (
      <span
        aria-hidden="true"
        className={clsx('kz-Skeleton', className)}
        data-shape={shape}
        style={{ width: shape === 'circle' ? height : width, height }}
      />
    );
  }
  return (
    <span aria-hidden="true" className={clsx('kz-Skeleton-lines', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className="kz-Skeleton"
          data-shape="text"
          style={{ width: index === lines - 1 && lines > 1 ? '60%' : width }}
        />
      ))}
    </span>
  );
}
