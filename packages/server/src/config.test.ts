import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the configuration of a node behind a load balancer and a pooler', () => {
  it('takes the direct LISTEN connection and the node name from the environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://kizuna:pw@pgbouncer.internal:6432/kizuna',
      DATABASE_LISTEN_URL: 'postgres://kizuna:pw@db.internal:5432/kizuna',
      KIZUNA_NODE_NAME: 'node-2',
    });
    expect(config.databaseListenUrl).toBe('postgres://kizuna:pw@db.internal:5432/kizuna');
    expect(config.nodeName).toBe('node-2');
    expect(loadConfig({})).toMatchObject({ databaseListenUrl: null, nodeName: null });
  });

  it('refuses a node name that cannot be a header value', () => {
    for (const name of ['node 2', 'node-2\r\nSet-Cookie: x=1', 'ノード', 'n'.repeat(65)]) {
      expect(() => loadConfig({ KIZUNA_NODE_NAME: name })).toThrow(/KIZUNA_NODE_NAME/);
    }
  });
});
