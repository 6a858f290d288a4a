import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNextPath';

describe('safeNextPath', () => {
  it('continues to the page inside the app that was asked for', () => {
    expect(safeNextPath('/front/settings/user')).toBe('/settings/user');
    expect(safeNextPath('/front/home?x=1#top')).toBe('/home?x=1#top');
  });

  it.each([
    null,
    '',
    'https://evil.example.com/front/home',
    '//evil.example.com/front/',
    '/other/app',
    '/front/\\evil',
    '/front/login?next=/front/home',
    '/front/',
  ])('falls back to the start page for %j', (next) => {
    expect(safeNextPath(next)).toBe('/initPage');
  });
});
