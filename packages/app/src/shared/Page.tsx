import type { ReactNode } from 'react';

export interface PageProps {
  /** The page's heading, its one `h1`, which also names the `main` landmark. */
  title: ReactNode;
  /** Classes beside `kz-page`, for the page's own layout. */
  className?: string;
  /** A link back to where the page was opened from, in its own paragraph above the heading. */
  back?: ReactNode;
  /** What else stands above the heading. */
  before?: ReactNode;
  children?: ReactNode;
}

/** A page's `main` landmark, named by its heading. */
export function Page({ title, className, back, before, children }: PageProps) {
  return (
    <main className={className ? `kz-page ${className}` : 'kz-page'} aria-labelledby="kz-page-title">
      {back && <p>{back}</p>}
      {before}
      <h1 id="kz-page-title" className="kz-page__title">
        {title}
      </h1>
      {children}
    </main>
  );
}
