import type { CallEventsMessage } from '@kizuna/api-client/contract';
import WebSocket from 'ws';

/** A socket on the events path of the server at `url`, signed in by `cookie`, collecting what it pushes. */
export async function connectEvents(url: string, cookie: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/browser/events`, {
    headers: { Cookie: cookie },
  });
  const messages: CallEventsMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as CallEventsMessage));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
  });
  const next = async <T extends CallEventsMessage['type']>(type: T, timeoutMs = 5000) => {
    const started = Date.now();
    for (;;) {
      const index = messages.findIndex((m) => m.type === type);
      if (index >= 0) return messages.splice(index, 1)[0] as Extract<CallEventsMessage, { type: T }>;
      if (Date.now() - started > timeoutMs) throw new Error(`no ${type} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, messages, next };
}
