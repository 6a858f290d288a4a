import {
  EXTERNAL_CONTACT_SORT_COLUMNS,
  type ExternalContactSortColumn,
  type FolderTypeParam,
  type SortOrder,
} from '@kizuna/api-client/contract';
import { parseNumericId } from '@kizuna/api-client/validation';

/**
 * What the main page shows, kept in the URL hash (001 §2: folderType, folderId and searched), so
 * reload, back and a shared link show the same folder, page, sort and free word.
 */
export interface ExternalContactsView {
  folderType: FolderTypeParam | null;
  folderId: number | null;
  page: number;
  sortColumn: ExternalContactSortColumn;
  sortOrder: SortOrder;
  /** The free word last searched; empty lists the whole folder. */
  searched: string;
}

export const DEFAULT_VIEW: ExternalContactsView = {
  folderType: null,
  folderId: null,
  page: 1,
  sortColumn: 'fullname',
  sortOrder: 'ASC',
  searched: '',
};

/** Reads `#folderType=common&folderId=3&page=2&sort=companyName&order=DESC&searched=...`; bad parts fall back. */
export function parseViewHash(hash: string): ExternalContactsView {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const type = params.get('folderType');
  const folderType = type === 'common' || type === 'personal' ? type : null;
  const folderId = folderType ? (parseNumericId(params.get('folderId') ?? undefined) ?? null) : null;
  const page = parseNumericId(params.get('page') ?? undefined) ?? 1;
  const sort = params.get('sort');
  const sortColumn = (EXTERNAL_CONTACT_SORT_COLUMNS as readonly string[]).includes(sort ?? '')
    ? (sort as ExternalContactSortColumn)
    : DEFAULT_VIEW.sortColumn;
  const sortOrder: SortOrder = params.get('order') === 'DESC' ? 'DESC' : 'ASC';
  return {
    folderType: folderId === null ? null : folderType,
    folderId,
    page,
    sortColumn,
    sortOrder,
    searched: params.get('searched') ?? '',
  };
}

/** The hash of a view, leaving out what is at its default. */
export function formatViewHash(view: ExternalContactsView): string {
  const params = new URLSearchParams();
  if (view.folderType && view.folderId !== null) {
    params.set('folderType', view.folderType);
    params.set('folderId', String(view.folderId));
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.sortColumn !== DEFAULT_VIEW.sortColumn) params.set('sort', view.sortColumn);
  if (view.sortOrder !== DEFAULT_VIEW.sortOrder) params.set('order', view.sortOrder);
  if (view.searched !== '') params.set('searched', view.searched);
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}
