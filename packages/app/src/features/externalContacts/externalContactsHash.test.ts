// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, formatViewHash, parseViewHash } from './externalContactsHash';

describe('the main page hash', () => {
  it('round-trips folder, page, sort and a Japanese free word', () => {
    const view = {
      folderType: 'common' as const,
      folderId: 12,
      page: 3,
      sortColumn: 'companyName' as const,
      sortOrder: 'DESC' as const,
      searched: 'さとう 商事',
    };
    expect(parseViewHash(formatViewHash(view))).toEqual(view);
  });

  it('falls back to the defaults for parts a user could have typed wrong', () => {
    expect(parseViewHash('#folderType=shared&folderId=3&page=-2&sort=password&order=up')).toEqual(
      DEFAULT_VIEW,
    );
    expect(parseViewHash('#folderType=personal&folderId=1e3')).toEqual(DEFAULT_VIEW);
    expect(formatViewHash(DEFAULT_VIEW)).toBe('');
  });
});
