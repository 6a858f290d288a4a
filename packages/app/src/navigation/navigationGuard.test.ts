// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkNavigation } from './navigationGuard';

const policy = {
  origin: 'https://kizuna.example.jp',
  allowedHosts: ['teams.microsoft.com', '*.intranet.example.jp'],
  extraProtocols: ['sip'],
};

describe('checkNavigation', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'blob:https://kizuna.example.jp/1234',
    'vbscript:msgbox(1)',
  ])('refuses the dangerous scheme in %j', (target) => {
    expect(checkNavigation(target, policy)).toEqual({ allowed: false, reason: 'protocol' });
  });

  it('refuses an external host that is not on the allow-list', () => {
    expect(checkNavigation('https://evil.example.com/phish', policy)).toEqual({
      allowed: false,
      reason: 'host',
    });
    expect(checkNavigation('//evil.example.com/x', policy)).toEqual({ allowed: false, reason: 'host' });
  });

  it('does not let a look-alike host pass as an allowed one', () => {
    expect(checkNavigation('https://teams.microsoft.com.evil.io/', policy).allowed).toBe(false);
    expect(checkNavigation('https://intranet.example.jp.evil.io/', policy).allowed).toBe(false);
    expect(checkNavigation('https://teams.microsoft.com@evil.io/', policy).allowed).toBe(false);
  });

  it('allows the app itself, allowed hosts and their subdomains', () => {
    expect(checkNavigation('/front/home', policy).allowed).toBe(true);
    expect(checkNavigation('https://kizuna.example.jp/front/home', policy).allowed).toBe(true);
    expect(checkNavigation('https://teams.microsoft.com/l/meetup-join/abc', policy).allowed).toBe(true);
    expect(checkNavigation('https://wiki.intranet.example.jp/page', policy).allowed).toBe(true);
  });

  it('allows phone and mail hand-offs and configured schemes, but no other scheme', () => {
    expect(checkNavigation('tel:0312345678', policy).allowed).toBe(true);
    expect(checkNavigation('mailto:a@example.jp', policy).allowed).toBe(true);
    expect(checkNavigation('sip:1001@pbx', policy).allowed).toBe(true);
    expect(checkNavigation('file:///etc/passwd', policy)).toEqual({ allowed: false, reason: 'protocol' });
  });

  it('refuses text that is not a URL', () => {
    expect(checkNavigation('http://[::1', policy)).toEqual({ allowed: false, reason: 'invalid' });
  });
});
