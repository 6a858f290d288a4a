import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { Link } from 'react-router';
import { Highlight } from './Highlight';

export interface PersonNameProps {
  /** The name as written (kanji for most people). */
  name: string;
  /** The second line: the kana reading, or what a list shows there instead (a position). @default none */
  reading?: string | null;
  /** The romaji name: the English UI shows it under the name instead of the kana. @default none */
  alphabet?: string | null;
  /** Where the name leads (the person's detail). @default plain text */
  to?: string;
  /** Shown before the name (a face). @default none */
  face?: ReactNode;
  /** Marks the current row's name (`aria-current`). @default false */
  isCurrent?: boolean;
}

/**
 * A name on one line and how to read it on the next, each kept whole: the name as written, then
 * its kana in Japanese, or its romaji in English where there is one (the kana otherwise). The name
 * itself stays as written in both languages: it is how colleagues know the person and find the
 * row. Search matches are marked.
 */
export function PersonName({ name, reading, alphabet, to, face, isCurrent = false }: PersonNameProps) {
  const { language } = useLanguage();
  const romaji = language === 'en' && alphabet ? alphabet : null;
  const second = romaji ?? reading;
  const primary = <Highlight text={name} />;
  const text = (
    <span className="kz-person-name__text">
      {to ? (
        <Link
          className="kz-contact-table__name kz-nowrap"
          to={to}
          aria-current={isCurrent ? 'true' : undefined}
        >
          {primary}
        </Link>
      ) : (
        <span className="kz-contact-table__name kz-nowrap">{primary}</span>
      )}
      {second && (
        <span className="kz-contact-table__kana kz-nowrap" lang={romaji ? 'en' : 'ja'}>
          <Highlight text={second} />
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
