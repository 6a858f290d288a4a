import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Outline level: `h1`…`h6`. @default 2 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** A section heading; its look follows the level. */
export function Heading({ level = 2, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={clsx('kz-Heading', className)} data-level={level} />;
}

export interface PageHeaderProps {
  /** The page title, rendered as the page's `h1`. */
  title: ReactNode;
  /** A line under the title (counts, a kana reading, a breadcrumb). */
  description?: ReactNode;
  /** Buttons for the page's main actions, end-aligned. */
  actions?: ReactNode;
  /** Extra class name. */
  className?: string;
}

/** The header of a page: its one `h1`, an optional description and the page actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={clsx('kz-PageHeader', className)}>
      <div className="kz-PageHeader-text">
        <Heading level={1}>{title}</Heading>
        {description != null && <p className="kz-PageHeader-description">{description}</p>}
      </div>
      {actions != null && <div className="kz-PageHeader-actions">{actions}</div>}
    </header>
  );
}
