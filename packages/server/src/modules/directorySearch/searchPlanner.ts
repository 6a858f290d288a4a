import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import {
  EMAIL_GRAM_LENGTH,
  EVERYONE,
  KANA_KANJI_FIELDS,
  NAME_GRAM_LENGTH,
  prefixGramsOf,
  ROMAJI_GRAM_LENGTH,
  romajiRangeScopes,
  TEXT_FIELDS,
  type SearchField,
  type SearchScope,
} from './personSearchKeys.js';
import { keepAt, keptCountsOf } from './searchCaches.js';

/** A posting list: everyone with `gram` in `scope`. */
export interface Gram {
  scope: SearchScope;
  gram: string;
}

/**
 * One requirement of a search, as SQL over rows (sort_key, user_id): a source that lists the
 * matching people in result order (absent when only a scan could), and a filter that tests one row.
 */
export interface Condition {
  source: RawBuilder<unknown> | null;
  /** Rows the source yields at most; the smallest source drives the query. */
  estimate: number;
  /** Set when the condition is exactly one posting list, so its count is known. */
  exact: Gram | null;
  filter: (alias: string) => RawBuilder<unknown>;
  /**
   * When the condition alone is the search: its page and total as one call of a function that
   * keeps its plan (the SQL functions `search_page_*`), answering `total` and `ids`.
   */
  page?: (limit: number, offset: number) => RawBuilder<PageRow>;
}

export interface PageRow {
  total: number;
  ids: (number | string)[] | null;
}

/** A page statement's row with the directory version it saw, and the page's presence if asked. */
export interface PageAnswer extends PageRow {
  version: string;
  presence?: Record<string, string>;
}

/** A plan of null: no one can match. */
export type Planned = Condition | null;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The parts of `length` characters of a term, or the term itself when shorter. */
function partsOf(chars: readonly string[], length: number): string[] {
  if (chars.length <= length) return [chars.join('')];
  const out = new Set<string>();
  for (let i = 0; i + length <= chars.length; i++) out.add(chars.slice(i, i + length).join(''));
  return [...out];
}

export class Planner {
  private readonly grams: Gram[] = [];
  private counts = new Map<string, number>();
  /** The tenant's directory version, answered with the counts (or the one the kept counts are at). */
  version: string | undefined;
  /**
   * The counts are the kept ones, not read by this search: its page statement must answer the same
   * version, or the search runs again with the counts read.
   */
  fromKept = false;

  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
  ) {}

  private key(gram: Gram): string {
    return `${gram.scope}\u0000${gram.gram}`;
  }

  /** Registers the posting lists a plan will ask about, so their sizes are read in one query. */
  need(grams: Gram[]): Gram[] {
    this.grams.push(...grams);
    return grams;
  }

  /** The sizes of the lists the plan needs: the kept ones when all are kept, else one call. */
  async loadCounts(useKept: boolean): Promise<void> {
    const wanted = [...this.grams, { scope: EVERYONE[0], gram: EVERYONE[1] } as unknown as Gram];
    const kept = keptCountsOf(this.db).get(this.tenantId);
    if (useKept && kept && wanted.every((gram) => kept.counts.has(this.key(gram)))) {
      this.counts = kept.counts;
      this.version = kept.version;
      this.fromKept = true;
      return;
    }
    const rows = await sql<{ scope: string; gram: string; people: number }>`
      select * from search_counts(${this.tenantId}, ${wanted.map((g) => g.scope)}::text[],
        ${wanted.map((g) => g.gram)}::text[])`.execute(this.db);
    this.counts = new Map(rows.rows.map((row) => [`${row.scope}\u0000${row.gram}`, Number(row.people)]));
    this.version = rows.rows.find((row) => row.scope === '#')?.gram;
    this.fromKept = false;
    if (this.version !== undefined) {
      const keep = keepAt(this.db, this.tenantId, this.version).counts;
      for (const gram of wanted) keep.set(this.key(gram), this.count(gram));
    }
  }

  /** The kept total of two lists both required, at the search's version. */
  pairTotal(a: Gram, b: Gram): number | undefined {
    const kept = keptCountsOf(this.db).get(this.tenantId);
    return kept && kept.version === this.version ? kept.pairTotals.get(this.pairKey(a, b)) : undefined;
  }

  keepPairTotal(a: Gram, b: Gram, version: string, total: number): void {
    keepAt(this.db, this.tenantId, version).pairTotals.set(this.pairKey(a, b), total);
  }

  private pairKey(a: Gram, b: Gram): string {
    return `${this.key(a)}\u0001${this.key(b)}`;
  }

  count(gram: Gram): number {
    return this.counts.get(this.key(gram)) ?? 0;
  }

  everyone(): number {
    return this.counts.get(`${EVERYONE[0]}\u0000${EVERYONE[1]}`) ?? 0;
  }

  postings(gram: Gram): RawBuilder<unknown> {
    return sql`select sort_key, user_id from search_grams
      where tenant_id = ${this.tenantId} and scope = ${gram.scope} and gram = ${gram.gram}`;
  }

  gram(gram: Gram): Planned {
    const estimate = this.count(gram);
    if (estimate === 0) return null;
    return {
      source: this.postings(gram),
      estimate,
      exact: gram,
      filter: (a) => sql`exists (select 1 from search_grams g where g.tenant_id = ${this.tenantId}
        and g.scope = ${gram.scope} and g.gram = ${gram.gram}
        and g.sort_key = ${sql.raw(a)}.sort_key and g.user_id = ${sql.raw(a)}.user_id)`,
    };
  }

  /**
   * Grams whose posting lists a text needs: for a forward match its first characters, then its
   * parts as long as the scope posts them (names NAME_GRAM_LENGTH, other texts two).
   */
  textGrams(scope: 'N' | 'O', term: string, forward: boolean): Gram[] {
    const chars = [...term];
    if (scope === 'N' && (forward ? chars.length >= 3 : chars.length > 2)) {
      // Names post their first three characters and every part of up to NAME_GRAM_LENGTH
      // (personSearchKeys): a term that long is one posting list, a longer one its parts.
      const grams: Gram[] = forward ? [{ scope: 'N^', gram: chars.slice(0, 3).join('') }] : [];
      if (!forward || chars.length > 3)
        grams.push(...partsOf(chars, NAME_GRAM_LENGTH).map((gram) => ({ scope, gram })));
      return this.need(grams);
    }
    const grams: Gram[] = forward ? [{ scope: `${scope}^`, gram: prefixGramsOf(term).at(-1) ?? term }] : [];
    if (!forward || chars.length > 2) {
      for (const gram of partsOf(forward ? chars.slice(1) : chars, 2)) grams.push({ scope, gram });
    }
    return this.need(grams);
  }

  text(
    scope: 'N' | 'O',
    fields: readonly SearchField[],
    term: string,
    forward: boolean,
    grams: Gram[],
  ): Planned {
    const whole = scope === 'N' ? KANA_KANJI_FIELDS : TEXT_FIELDS;
    if (grams.some((gram) => this.count(gram) === 0)) return null;
    const covers = whole.every((field) => fields.includes(field));
    // Exactly one posting list: a term of one or two characters, a name's prefix of three, or a
    // part of a name of up to NAME_GRAM_LENGTH.
    const exactLength = scope === 'N' ? (forward ? 3 : NAME_GRAM_LENGTH) : 2;
    if (covers && [...term].length <= exactLength) return this.gram(grams[0] as Gram);
    const [rarest, second] = [...grams].sort((a, b) => this.count(a) - this.count(b)) as [Gram, Gram?];
    const { verify, onPosting } = this.verifier(fields, term, forward);
    const onKana = fields.includes('fk');
    const onKanji = fields.includes('fn');
    // Candidates: the rarest posting list; when checking a candidate means reading its values, first
    // narrowed by the next rarest list (both walk in result order).
    const candidates =
      second && !onPosting
        ? sql`select r.sort_key, r.user_id from (${this.postings(rarest)}) r
          join (${this.postings(second)}) s on s.sort_key = r.sort_key and s.user_id = r.user_id`
        : sql`select r.sort_key, r.user_id from (${this.postings(rarest)}) r`;
    return {
      source: sql`select c.sort_key, c.user_id from (${candidates}) c where ${verify('c')}`,
      estimate: this.count(rarest),
      exact: null,
      filter: verify,
      ...(onPosting
        ? {
            page: (limit: number, offset: number) => sql<PageRow>`select * from search_page_name(
              ${this.tenantId}, ${rarest.scope}, ${rarest.gram}, ${term}, ${onKana}, ${onKanji},
              ${forward}, ${limit}, ${offset})`,
          }
        : {}),
    };
  }

  /**
   * Whether the row's person has the term in one of the fields. The kanji name and the kana reading
   * are the two parts of the sort key (kana, U+0001, kanji), which every posting carries, so for
   * them the check reads only the posting itself (an index-only scan), never the values.
   */
  private verifier(
    fields: readonly SearchField[],
    term: string,
    forward: boolean,
  ): { verify: (alias: string) => RawBuilder<unknown>; onPosting: boolean } {
    if (fields.every((field) => KANA_KANJI_FIELDS.includes(field))) {
      const onKana = fields.includes('fk');
      const onKanji = fields.includes('fn');
      if (onKana && onKanji && !forward && !term.includes('\u0001')) {
        // Both parts: one match over the whole key, which cannot cross the separator.
        const pattern = `%${escapeLike(term)}%`;
        return { verify: (a: string) => sql`${sql.raw(a)}.sort_key like ${pattern}`, onPosting: true };
      }
      const verify = (a: string) => {
        const key = sql`${sql.raw(a)}.sort_key`;
        const kana = sql`split_part(${key}, chr(1), 1)`;
        const kanji = sql`split_part(${key}, chr(1), 2)`;
        const test = (part: RawBuilder<unknown>) =>
          forward ? sql`starts_with(${part}, ${term})` : sql`strpos(${part}, ${term}) > 0`;
        const parts = [...(onKana ? [test(kana)] : []), ...(onKanji ? [test(kanji)] : [])];
        return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
      };
      return { verify, onPosting: true };
    }
    const verify = (
      a: string,
    ) => sql`exists (select 1 from search_values v where v.tenant_id = ${this.tenantId}
      and v.user_id = ${sql.raw(a)}.user_id and v.field = any(${[...fields]}::text[])
      and ${forward ? sql`starts_with(v.value, ${term})` : sql`strpos(v.value, ${term}) > 0`})`;
    return { verify, onPosting: false };
  }

  /** The posting list a romaji term of one or two letters is; longer ones are ranges (romaji()). */
  romajiGrams(term: string, forward: boolean): Gram[] {
    if (term.length <= 2) return this.need([{ scope: forward ? 'L^' : 'L', gram: term }]);
    // Three letters or more: the people with a key starting with it, a list of known size.
    return this.need([{ scope: 'W', gram: term.slice(0, ROMAJI_GRAM_LENGTH) }]);
  }

  /**
   * People with a romaji key containing (FORWARD: starting with) the term. One or two letters: one
   * posting list (L, L^). Three letters or more: the people with a key starting with the term (W,
   * one posting list) and, for PARTIAL, those with a suffix starting with it further in a key (a
   * prefix range over R and the R<k> of its length, where each person is once) who are not in the
   * list already. No value is read unless the term is longer than the grams.
   */
  romaji(term: string, forward: boolean, grams: Gram[]): Planned {
    const starts = grams[0] as Gram;
    if (term.length <= 2 || (forward && term.length <= ROMAJI_GRAM_LENGTH)) return this.gram(starts);
    const key = starts.gram;
    const onValues = (a: string) => sql`exists (select 1 from search_values v
      where v.tenant_id = ${this.tenantId} and v.user_id = ${sql.raw(a)}.user_id and v.field = 'fr'
      and ${forward ? sql`starts_with(v.value, ${term})` : sql`strpos(v.value, ${term}) > 0`})`;
    const checked = term.length > ROMAJI_GRAM_LENGTH;
    const scopes = romajiRangeScopes(term.length);
    const atStart = sql`select g.sort_key, g.user_id from search_grams g
      where g.tenant_id = ${this.tenantId} and g.scope = 'W' and g.gram = ${key}`;
    const further = sql`select g.sort_key, g.user_id from search_grams g
      where g.tenant_id = ${this.tenantId} and g.scope = any(${scopes}::text[])
        and g.gram >= ${key} and g.gram < ${`${key}\uffff`}
        and not exists (select 1 from search_grams w where w.tenant_id = ${this.tenantId}
          and w.scope = 'W' and w.gram = ${key} and w.sort_key = g.sort_key and w.user_id = g.user_id)`;
    const matches = forward ? atStart : sql`${atStart} union all ${further}`;
    return {
      source: checked
        ? sql`select m.sort_key, m.user_id from (${matches}) m where ${onValues('m')}`
        : matches,
      estimate: this.count(starts) + 50,
      exact: null,
      filter: onValues,
      ...(checked
        ? {}
        : {
            page: (limit: number, offset: number) => sql<PageRow>`select * from search_page_romaji(
              ${this.tenantId}, ${key}, ${this.count(starts)}, ${scopes}::text[], ${`${key}\uffff`},
              ${limit}, ${offset})`,
          }),
    };
  }

  /**
   * People with an e-mail address containing the term (FORWARD: starting with it, a prefix range
   * over the values). PARTIAL: a prefix range over the suffixes that start in the local part (E),
   * and the people of the domains (E@) holding the term; no value is read unless the term is
   * longer than the suffixes.
   */
  email(term: string, forward: boolean): Planned {
    if (forward) return this.value(['em'], term, true);
    const key = [...term].slice(0, EMAIL_GRAM_LENGTH).join('');
    const onValues = (a: string) => sql`exists (select 1 from search_values v
      where v.tenant_id = ${this.tenantId} and v.user_id = ${sql.raw(a)}.user_id and v.field = 'em'
      and strpos(v.value, ${term}) > 0)`;
    const checked = key === term ? sql`` : sql`and ${onValues('g')}`;
    return {
      source: sql`select g.sort_key, g.user_id from search_grams g
        where g.tenant_id = ${this.tenantId} and g.scope = 'E'
        and g.gram >= ${key} and g.gram < ${`${key}\uffff`} ${checked}
        union
        select g.sort_key, g.user_id from search_grams g
        where g.tenant_id = ${this.tenantId} and g.scope = 'E@' and g.gram in (
          select c.gram from search_gram_counts c
          where c.tenant_id = ${this.tenantId} and c.scope = 'E@' and strpos(c.gram, ${term}) > 0)`,
      // Addresses are nearly unique: a part of one is shared by few people.
      estimate: 100,
      exact: null,
      filter: onValues,
      ...(key === term
        ? {
            page: (limit: number, offset: number) => sql<PageRow>`select * from search_page_email(
              ${this.tenantId}, ${key}, ${`${key}\uffff`}, ${term}, ${limit}, ${offset})`,
          }
        : {}),
    };
  }

  /** ASCII fields: a prefix range, a trigram index (three characters or more), or a scan. */
  value(fields: readonly SearchField[], term: string, forward: boolean): Planned {
    const match = forward
      ? sql`v.value >= ${term} and v.value < ${`${term}\uffff`}`
      : [...term].length >= 3
        ? sql`v.value like ${`%${escapeLike(term)}%`}`
        : sql`strpos(v.value, ${term}) > 0`;
    // The literal field list lets the planner use the partial indexes of search_values.
    const onAscii = sql`v.field = any(${[...fields]}::text[]) and v.field in ('em', 'ph', 'pt', 'en')`;
    const matching = sql`select v.user_id from search_values v
      where v.tenant_id = ${this.tenantId} and ${onAscii} and ${match}`;
    const trigram = !forward && [...term].length >= 3;
    return {
      source: sql`select p.sort_key, p.user_id from search_people p
        where p.tenant_id = ${this.tenantId} and p.user_id in (${matching})`,
      estimate: forward || trigram ? 1000 : this.everyone(),
      exact: null,
      filter: (a) => sql`exists (select 1 from search_values v where v.tenant_id = ${this.tenantId}
        and v.user_id = ${sql.raw(a)}.user_id and ${onAscii} and ${match})`,
      ...(trigram
        ? {
            page: (limit: number, offset: number) => sql<PageRow>`select * from search_page_values(
              ${this.tenantId}, ${[...fields]}::text[], ${`%${escapeLike(term)}%`}, ${limit}, ${offset})`,
          }
        : {}),
    };
  }

  anyOf(parts: Planned[]): Planned {
    const possible = parts.filter((part): part is Condition => part !== null);
    if (possible.length === 0) return null;
    if (possible.length === 1) return possible[0] as Condition;
    const sources = possible.map((part) => part.source);
    return {
      source: sources.every(Boolean)
        ? sql`select distinct u.sort_key, u.user_id from (${sql.join(
            sources as RawBuilder<unknown>[],
            sql` union all `,
          )}) u`
        : null,
      estimate: possible.reduce((sum, part) => sum + part.estimate, 0),
      exact: null,
      filter: (a) =>
        sql`(${sql.join(
          possible.map((part) => part.filter(a)),
          sql` or `,
        )})`,
    };
  }
}
