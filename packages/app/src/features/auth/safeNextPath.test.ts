// @vitest-environment node
import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNextPath';

describe('safeNextPath', () => {
  it('continues to the page inside the app that was asked for', () => {
    expect(safeNextPath('/front/settings/user')).toBe('/settings/user');
    expect(safeNextPath('/front/home?x=1#top')).toBe('/home?x=1#top');
    expect(safeNextPath('/front/externalContacts/common/3')).toBe('/externalContacts/common/3');
  });

  it.each([
    null,
    '',
    'https://evil.example.com/front/home',
    'http://localhost/front/home',
    '//evil.example.com/front/',
    '/\\evil.example.com/front/',
    '/%2F%2Fevil.example.com',
    'front/home',
    'javascript:alert(1)',
    '/other/app',
    '/frontier/home',
    '/front/\\evil',
    '/front',
    '/front/',
    '/front/login',
    '/front/login/',
    '/front/login?next=/front/home',
    '/front/login?next=%2Ffront%2Flogin%3Fnext%3D%252Ffront%252Fhome',
    '/front/LOGIN',
    '/front/Login?next=/front/home',
    '/front/%6cogin',
    '/front/%256cogin',
    '/front/%4C%4F%47%49%4E',
    '/front/./login',
    '/front/home/../login',
    '/front/home/..%2Flogin',
    '/front/%2e%2e/front/login',
    '/front//login',
    '/front/%2Flogin',
    '/front/lo\tgin',
    '/front/login\n',
    '/front/error/404',
    '/front/%E0%A4%A',
    '/FRONT/home',
    '/front/..',
  ])('falls back to the start page for %j', (next) => {
    expect(safeNextPath(next)).toBe('/initPage');
  });

  it('never answers a path the router would match as the sign-in page, however it is written', () => {
    const routes = [{ path: '/login' }, { path: '/login/*' }, { path: '/error/*' }, { path: '/*' }];
    const part = fc.constantFrom(
      '/',
      '//',
      'front',
      'FRONT',
      'login',
      'LoGiN',
      '%6c',
      '%256c',
      'ogin',
      '%2F',
      '%2f',
      '.',
      '..',
      '%2e',
      '\\',
      '\t',
      'error',
      '?next=',
      '#',
      'home',
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const next = parts.join('');
        const target = safeNextPath(next);
        if (target === '/initPage') return;
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        // As the browser and the router would read it: parsed, decoded, case-insensitive.
        let path = new URL(target, 'https://kizuna.invalid').pathname;
        for (let round = 0; round < 5; round++) path = decodeURIComponent(path);
        path = new URL(path.replace(/\/+/g, '/'), 'https://kizuna.invalid').pathname;
        const matched = matchRoutes(routes, path)?.[0]?.route.path;
        expect(['/login', '/login/*', '/error/*'], `${next} -> ${target}`).not.toContain(matched);
      }),
      { numRuns: 2000 },
    );
  });
});
