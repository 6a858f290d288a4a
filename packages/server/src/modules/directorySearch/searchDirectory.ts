import { normalizeRomaji } from '@kizuna/api-client/search';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type {
  DirectorySearchCriteria,
  DirectorySearchPage,
  DirectorySearchResult,
} from './DirectorySearchCriteria.js';
import {
  ASCII_FIELDS,
  NAME_FIELDS,
  phoneDigits,
  searchTerm,
  TEXT_FIELDS,
  type SearchField,
} from './personSearchKeys.js';
import { ensureSearchIndexFormat } from './reindexPeople.js';
import { divisionNames, type DivisionNames } from './searchCaches.js';
import { AGAIN, searchPage } from './searchPages.js';
import { Planner, type Condition, type Gram, type Planned } from './searchPlanner.js';

const ROMAJI_TERM = /^[a-z][a-z'.-]*$/;
const PHONE_TERM = /^[0-9+\-()#*]+$/;

type Deferred = (planner: Planner) => Planned;

/**
 * People of a tenant matching the criteria, one page of them (sorted by kana reading, then id) and
 * how many match in all. Reads the index that reindexPeople keeps. A search first uses the division
 * names and posting-list sizes the process keeps; when they turn out older than the directory, it
 * runs once more with them read afresh.
 */
export async function searchDirectory(
  db: Db,
  criteria: DirectorySearchCriteria,
  page: DirectorySearchPage,
): Promise<DirectorySearchResult> {
  let fresh = false;
  for (;;) {
    const result = await searchOnce(db, criteria, page, fresh);
    if (result !== AGAIN) return result;
    fresh = true;
  }
}

/**
 * One try of searchDirectory. With `fresh`, the division names and the posting-list sizes are read,
 * never the kept ones. AGAIN when kept ones were used and the directory was found at another version.
 */
async function searchOnce(
  db: Db,
  criteria: DirectorySearchCriteria,
  page: DirectorySearchPage,
  fresh: boolean,
): Promise<DirectorySearchResult | typeof AGAIN> {
  await ensureSearchIndexFormat(db);
  const tenantId = criteria.tenantId;
  const forward = criteria.matchType === 'FORWARD';
  const planner = new Planner(db, tenantId);
  const divisions = divisionNames(db, tenantId, fresh);
  let divisionsRead: DivisionNames | undefined;
  const deferred: Deferred[] = [];
  let textGiven = false;

  const nameCondition = (word: string, fields: readonly SearchField[] = NAME_FIELDS): Deferred | null => {
    const term = searchTerm(word);
    if (term === '') return null;
    // Romaji keys hold only the letters a-z: a term with anything else finds no one in them.
    const romaji = fields.includes('fr') && ROMAJI_TERM.test(term) ? normalizeRomaji(term) : '';
    const kanaFields = fields.filter((field) => field !== 'fr');
    const romajiGrams = romaji ? planner.romajiGrams(romaji, forward) : null;
    const kanaGrams = kanaFields.length > 0 ? planner.textGrams('N', term, forward) : null;
    return (p) =>
      p.anyOf([
        ...(romajiGrams ? [p.romaji(romaji, forward, romajiGrams)] : []),
        ...(kanaGrams ? [p.text('N', kanaFields, term, forward, kanaGrams)] : []),
      ]);
  };
  const textCondition = (fields: readonly SearchField[], word: string): Deferred | null => {
    const term = searchTerm(word);
    if (term === '') return null;
    const grams = planner.textGrams('O', term, forward);
    return (p) => p.text('O', fields, term, forward, grams);
  };
  const divisionCondition = async (word: string): Promise<Deferred | null> => {
    const term = searchTerm(word);
    if (term === '') return null;
    divisionsRead = await divisions();
    const ids = divisionsRead.names
      .filter(({ name }) => (forward ? name.startsWith(term) : name.includes(term)))
      .map(({ id }) => id);
    const grams = planner.need(ids.map((id) => ({ scope: 'M' as const, gram: String(id) })));
    return (p) => p.anyOf(grams.map((gram) => p.gram(gram)));
  };
  const add = (condition: Deferred | null) => {
    if (condition) {
      deferred.push(condition);
      textGiven = true;
    }
  };

  if (criteria.mode === 'FIELDS') {
    const f = criteria.fields ?? {};
    if (f.fullname) add(nameCondition(f.fullname));
    if (f.fullnameKana) add(nameCondition(f.fullnameKana, ['fk']));
    if (f.fullnameAlphabet) {
      const romaji = normalizeRomaji(f.fullnameAlphabet);
      if (romaji) add(nameCondition(romaji, ['fr']));
    }
    if (f.post) add(textCondition(['po'], f.post));
    if (f.position) add(textCondition(['ps'], f.position));
    if (f.remarks) add(textCondition(['re'], f.remarks));
    if (f.comment) add(textCondition(['co'], f.comment));
    if (f.skill) add(textCondition(['sk'], f.skill));
    if (f.division) add(await divisionCondition(f.division));
    const email = f.email ? searchTerm(f.email) : '';
    if (email) add((p) => p.email(email, forward));
    const employeeNum = f.employeeNum ? searchTerm(f.employeeNum) : '';
    if (employeeNum) add((p) => p.value(['en'], employeeNum, forward));
    if (f.phoneNum && searchTerm(f.phoneNum)) {
      const digits = phoneDigits(f.phoneNum);
      const term = searchTerm(f.phoneNum);
      add((p) => (digits ? p.value(['ph'], digits, forward) : p.value(['pt'], term, forward)));
    }
  } else {
    for (const word of (criteria.freeWord ?? '').split(/\s+/u).filter(Boolean)) {
      const name = nameCondition(word);
      if (!name) continue;
      if (criteria.freeWordScope !== 'ALL') {
        add(name);
        continue;
      }
      const term = searchTerm(word);
      const text = textCondition(TEXT_FIELDS, word);
      const division = await divisionCondition(word);
      const ascii = /^[\x20-\x7e]+$/.test(term);
      const digits = PHONE_TERM.test(term) ? phoneDigits(term) : '';
      add((p) =>
        p.anyOf([
          name(p),
          ...(text ? [text(p)] : []),
          ...(division ? [division(p)] : []),
          ...(ascii
            ? [
                p.email(term, forward),
                p.value(
                  ASCII_FIELDS.filter((field) => field !== 'ph' && field !== 'em'),
                  term,
                  forward,
                ),
              ]
            : []),
          ...(digits ? [p.value(['ph'], digits, forward)] : []),
        ]),
      );
    }
  }

  const ignoreDivisions = criteria.divisionRange === 'ALL' && textGiven;
  if (criteria.divisionIds && criteria.divisionIds.length > 0 && !ignoreDivisions) {
    const grams = planner.need(
      [...new Set(criteria.divisionIds)].map((id) => ({ scope: 'D' as const, gram: String(id) })),
    );
    deferred.push((p) => p.anyOf(grams.map((gram) => p.gram(gram))));
  }
  if (criteria.tagId !== undefined) {
    // A failed lookup is an error of the search, not a tag that matches no one.
    const tag = await sql<{ tag_name: string }>`select tag_name from personal_info_tags
      where tenant_id = ${tenantId} and id = ${criteria.tagId}`.execute(db);
    const name = tag.rows[0]?.tag_name;
    if (name === undefined) return { userIds: [], totalCount: 0 };
    const [gram] = planner.need([{ scope: 'T', gram: searchTerm(name) }]);
    deferred.push((p) => p.gram(gram as Gram));
  }

  await planner.loadCounts(!fresh);
  const namesStale =
    divisionsRead !== undefined && planner.version !== undefined && divisionsRead.version !== planner.version;
  // The kept division names are older than the directory: search again with them read afresh.
  if (namesStale && !fresh) return AGAIN;
  const conditions: Condition[] = [];
  for (const plan of deferred) {
    const condition = plan(planner);
    if (condition === null) {
      // No one, by the kept sizes: only sizes read now say so of the directory as it is.
      if (planner.fromKept) return AGAIN;
      return {
        userIds: [],
        totalCount: 0,
        ...(planner.version === undefined ? {} : { directoryVersion: planner.version }),
      };
    }
    conditions.push(condition);
  }
  return searchPage(
    db,
    tenantId,
    planner,
    conditions,
    criteria.includeUserTypes,
    page,
    criteria.excludeUserIds,
  );
}
