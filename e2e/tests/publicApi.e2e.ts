import { createKizunaClient, UnauthorizedError } from '@kizuna/api-client';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/apiSession';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';

describe('the public API /api/v1', () => {
  it("yamada's new key reads the directory from Node, and once revoked gets 401", async () => {
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const created = await yamada.apiKeys.create({
      body: { note: `Directory sync ${Date.now()}`, expiry: 'DAYS30', scope: ['USER_READ'] },
    });
    expect(created.apiKey).toMatch(/^kzn_/);

    const fromNode = createKizunaClient({ baseURL: baseURL(), apiKey: created.apiKey });
    const people = await fromNode.publicApi.people();
    expect(people.items.map((person) => person.accountId)).toContain('yamada.taro');
    const found = await fromNode.internalContacts.searchByFreeWord({
      query: { page: 1, size: 30 },
      body: { freeWord: '山田' },
    });
    expect(found.items.map((person) => person.fullname)).toContain('山田 太郎');

    await yamada.apiKeys.revoke({ params: { apiKeyId: created.apiKeyId } });
    await expect(fromNode.publicApi.people()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
