import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's, or with `trustedProxyHops` > 0 the entry of
 * `X-Forwarded-For` that the nearest trusted proxy saw (counted from the right, since everything
 * left of it is what the client claims).
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const entry = forwarded[forwarded.length - trustedProxyHops] ?? forwarded[0];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // No socket: a request dispatched in-process (tests via app.request).
    return '';
  }
}
