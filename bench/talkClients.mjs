// Run by bench/talk.mjs as a child process: holds a share of the benchmark's WebSocket clients, so
// receiving and timing thousands of pushes does not compete with the sender for one event loop.
// Over IPC: `{ connect: [{ url, cookie }] }` opens them (answers `{ connected }`), `{ report }`
// answers what arrived (`{ counts: [[messageIndex, n]], latencies: [[sentAt, ms]] }`), `{ stop }` closes and exits.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { WebSocket } = createRequire(path.join(root, 'packages/server/package.json'))('ws');

/** Milliseconds since the epoch with sub-millisecond resolution; comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

const sockets = [];
const counts = new Map();
const latencies = [];

function connect({ url, cookie }) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { Cookie: cookie }, perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type !== 'talkMessage') return;
      // The text is `bench <index> <room> <sent at>`: the send time travels with the message.
      const [tag, index, , sentAt] = message.message.message.split(' ');
      if (tag !== 'bench') return;
      latencies.push([Number(sentAt), now() - Number(sentAt)]);
      counts.set(Number(index), (counts.get(Number(index)) ?? 0) + 1);
    });
  });
}

process.on('message', async (command) => {
  if (command.connect) {
    try {
      for (let at = 0; at < command.connect.length; at += 100)
        sockets.push(...(await Promise.all(command.connect.slice(at, at + 100).map(connect))));
      process.send({ connected: sockets.length });
    } catch (error) {
      process.send({ error: String(error) });
    }
  } else if (command.report) {
    process.send({ counts: [...counts], latencies });
  } else if (command.stop) {
    for (const socket of sockets) socket.terminate();
    process.disconnect();
  }
});
