import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { findSearchMatches } from '@kizuna/api-client/search';

const HighlightContext = createContext('');

export interface HighlightProviderProps {
  /** What was searched: its words are marked wherever a `Highlight` inside shows them. */
  query: string;
  children: ReactNode;
}

/** Gives the search's words to every `Highlight` inside (a result list's cells). */
export function HighlightProvider({ query, children }: HighlightProviderProps) {
  return <HighlightContext.Provider value={query}>{children}</HighlightContext.Provider>;
}

export interface HighlightProps {
  /** The text shown. */
  text: string;
  /** What to mark. @default the query of the nearest `HighlightProvider` */
  query?: string;
}

/**
 * A text with what the search matched in `<mark>`, matched the way the directory searches: やまだ
 * marks ヤマダ and ﾔﾏﾀﾞ, full- and half-width alike.
 */
export function Highlight({ text, query }: HighlightProps) {
  const provided = useContext(HighlightContext);
  const words = query ?? provided;
  const parts = useMemo(() => {
    const out: ReactNode[] = [];
    let at = 0;
    for (const [start, end] of findSearchMatches(text, words)) {
      if (start > at) out.push(text.slice(at, start));
      out.push(
        <mark key={start} className="kz-highlight">
          {text.slice(start, end)}
        </mark>,
      );
      at = end;
    }
    if (at === 0) return null;
    if (at < text.length) out.push(text.slice(at));
    return out;
  }, [text, words]);
  return <>{parts ?? text}</>;
}
