// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageParts } from './messageParts';

describe('messageParts', () => {
  it('links http and https addresses and keeps the words around them', () => {
    expect(messageParts('資料は https://example.jp/a?b=1 です。http://x.test も')).toEqual([
      { kind: 'text', text: '資料は ' },
      { kind: 'link', text: 'https://example.jp/a?b=1', href: 'https://example.jp/a?b=1' },
      { kind: 'text', text: ' です。' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
      { kind: 'text', text: ' も' },
    ]);
  });

  it('stops an address at Japanese text and trailing punctuation', () => {
    expect(messageParts('https://example.jp/docsを見て')[0]).toMatchObject({
      href: 'https://example.jp/docs',
    });
    expect(messageParts('See https://example.jp/docs.')[1]).toMatchObject({
      href: 'https://example.jp/docs',
    });
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://x.test',
    ]) {
      expect(messageParts(text)).toEqual([{ kind: 'text', text }]);
    }
  });
});
