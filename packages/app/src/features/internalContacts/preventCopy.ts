import type { ClipboardEvent } from 'react';

/** Copy and cut handler of pages whose tenant inhibits copying contact data. */
export function preventCopy(event: ClipboardEvent) {
  event.preventDefault();
}
