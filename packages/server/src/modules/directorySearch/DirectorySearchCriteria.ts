import type { SearchDivisionRange, UserType } from '@kizuna/api-client/contract';

/** The text fields of the field search (spec 000 §2.2, 001 §2); every one given must match. */
export interface DirectorySearchFields {
  /** Matches the kanji name, its kana reading and its romaji. */
  fullname?: string;
  fullnameKana?: string;
  fullnameAlphabet?: string;
  post?: string;
  remarks?: string;
  comment?: string;
  /** The name of one of the person's divisions. */
  division?: string;
  employeeNum?: string;
  position?: string;
  /** Extension, office or mobile number; compared on digits only. */
  phoneNum?: string;
  email?: string;
  skill?: string;
}

export interface DirectorySearchCriteria {
  tenantId: number;
  /** FIELDS: the field search (`apiType=search`); FREE_WORD: `apiType=searchByFreeWord`. */
  mode: 'FIELDS' | 'FREE_WORD';
  /** PARTIAL: the text occurs anywhere; FORWARD: a value starts with it. */
  matchType: 'PARTIAL' | 'FORWARD';
  fields?: DirectorySearchFields;
  /** Words separated by spaces; every word must match (in any of the scope's fields). */
  freeWord?: string;
  /** FULLNAME: kanji, kana and romaji names; ALL: every searchable field. Default FULLNAME. */
  freeWordScope?: 'FULLNAME' | 'ALL';
  /** People in any of these divisions or their sub-divisions. */
  divisionIds?: number[];
  tagId?: number;
  /**
   * The tenant's searchDivisionRange. ALL: a search with text looks through the whole company and
   * ignores `divisionIds`; LAST_SELECTED (and a search without text): `divisionIds` restrict it.
   */
  divisionRange?: SearchDivisionRange;
  /** Only people of these types; absent means every type. */
  includeUserTypes?: readonly UserType[];
  /** People left out whatever they match (those a tenant hides from its group companies). */
  excludeUserIds?: readonly number[];
}

export interface DirectorySearchPage {
  offset: number;
  limit: number;
  /** Read the page's presence in the same statement (`DirectorySearchResult.presence`). */
  withPresence?: boolean;
}

export interface DirectorySearchResult {
  /** The page's people, sorted by kana reading, then id. */
  userIds: number[];
  totalCount: number;
  /**
   * The tenant's directory version (`directory_versions`) the search read its sizes at; absent when the
   * search answered before reading anything. Rows read after it may be kept under it.
   */
  directoryVersion?: string;
  /**
   * With `withPresence`: the presence status of the page's people who have one, by user id, read
   * with the page (absent when no page was read).
   */
  presence?: Record<string, string>;
}
