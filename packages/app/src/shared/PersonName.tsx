import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Highlight } from './Highlight';

export interface PersonNameProps {
  /** The name as written (kanji for most people). */
  name: string;
  /** The second line: the kana reading, or what a list shows there instead (a position). @default none */
  reading?: string | null;
  /** The romaji name: the English UI shows it first, with the reading under it. @default none */
  alphabet?: string | null;
  /** Where the name leads (the person's detail). @default plain text */
  to?: string;
  /** Shown before the name (a face). @default none */
  face?: ReactNode;
  /** Marks the current row's name (`aria-current`). @default false */
  isCurrent?: boolean;
}

/**
 * A name on one line and its reading on the next, each kept whole: in Japanese the name as written
 * with its kana, in English the romaji name where there is one. Search matches are marked.
 */
export function PersonName({ name, reading, alphabet, to, face, isCurrent = false }: PersonNameProps) {
  const { i18n } = useTranslation();
  const romaji = i18n.language === 'en' && alphabet ? alphabet : null;
  const primary = <Highlight text={romaji ?? name} />;
  const text = (
    <span className="kz-person-name__text">
      {to ? (
        <Link
          className="kz-contact-table__name kz-nowrap"
          to={to}
          lang={romaji ? undefined : 'ja'}
          aria-current={isCurrent ? 'true' : undefined}
        >
          {primary}
        </Link>
      ) : (
        <span className="kz-contact-table__name kz-nowrap">{primary}</span>
      )}
      {reading && (
        <span className="kz-contact-table__kana kz-nowrap" lang="ja">
          <Highlight text={reading} />
        </span>
      )}
    </span>
  );
  if (!face) return text;
  return (
    <span className="kz-person-name">
      {face}
      {text}
    </span>
  );
}

/** An e-mail address as a mail link, kept on one line (a break may come only before the `@`). */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <a className="kz-email" href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          <span className="kz-nowrap">
            <Highlight text={email.slice(0, at)} />
          </span>
          <wbr />
          <span className="kz-nowrap">
            <Highlight text={email.slice(at)} />
          </span>
        </>
      ) : (
        <Highlight text={email} />
      )}
    </a>
  );
}
