/** A piece of a message's text: plain words, or an http(s) address to link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only ASCII characters count as part of an address, so Japanese text written right after a URL
// (「https://example.jp/を見てください」) stays outside the link; trailing sentence punctuation too.
const ADDRESS = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * Splits a message into text and links. Only `http:` and `https:` addresses become links: any other
 * scheme (`javascript:`, `data:`, `file:`) stays plain text, and nothing is ever read as HTML.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(ADDRESS)) {
    const start = match.index;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const address = raw.slice(0, raw.length - trailing.length);
    if (!URL.canParse(address) || /^https?:\/\/$/i.test(address)) continue;
    if (start > last) parts.push({ kind: 'text', text: message.slice(last, start) });
    parts.push({ kind: 'link', text: address, href: address });
    last = start + address.length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
