/** A part of a card's message: plain text, or a hashtag (its tag without the mark). */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'tag'; tag: string };

// As `extractThanksHashtags` reads them: `#` or `＃`, then up to the next space or mark.
const HASHTAG = /[#＃]([^\s#＃]+)/gu;

/** Splits a message into text and hashtags, so the card can mark the tags; `#` and `＃` alike. */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(HASHTAG)) {
    if (match.index > last) parts.push({ kind: 'text', text: message.slice(last, match.index) });
    parts.push({ kind: 'tag', tag: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({ kind: 'text', text: message.slice(last) });
  return parts;
}
