import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract, listEndpoints, TALK_LIMITS } from '../src/contract';

const talk = contract.talk;

function accepts(schema: v.GenericSchema | undefined, input: unknown): boolean {
  if (!schema) throw new Error('no schema');
  return v.safeParse(schema, input).success;
}

describe('the talk contract', () => {
  it('holds every call of 002 §7 "Talk", under /gotalk, for talk users only', () => {
    const routes = new Set(
      listEndpoints({ talk }).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`),
    );
    expect([...routes].sort()).toEqual(
      [
        'POST /gotalk/room/create',
        'POST /gotalk/room/createGroup',
        'POST /gotalk/room',
        'POST /gotalk/room/favorite',
        'PUT /gotalk/room/favorite/:talkRoomId',
        'DELETE /gotalk/room/favorite/:talkRoomId',
        'GET /gotalk/room/:talkRoomId',
        'GET /gotalk/room/:talkRoomId/newer',
        'GET /gotalk/room/:talkRoomId/older',
        'GET /gotalk/room/:talkRoomId/message/readCount',
        'PUT /gotalk/room/:talkRoomId/title',
        'POST /gotalk/room/:talkRoomId/message/sendText',
        'POST /gotalk/room/:talkRoomId/message/sendFile',
        'DELETE /gotalk/room/:talkRoomId/message/:talkMessageId',
        'GET /gotalk/room/:talkRoomId/participant',
        'POST /gotalk/room/:talkRoomId/participant',
        'DELETE /gotalk/room/:talkRoomId/participant',
        'POST /gotalk/room/:talkRoomId/participant/search',
        'POST /gotalk/room/:talkRoomId/participant/searchCount',
      ].sort(),
    );
    for (const endpoint of Object.values(talk)) {
      expect(endpoint.capability).toEqual({ kind: 'rule', rule: 'talk' });
      expect(endpoint.errors).toContain('TALK_NO_PERMISSION');
    }
  });

  it('takes a room title of 1 to 50 code points', () => {
    const body = talk.rename.body;
    expect(accepts(body, { groupTalkTitle: '𠮷'.repeat(50) })).toBe(true);
    expect(accepts(body, { groupTalkTitle: '𠮷'.repeat(51) })).toBe(false);
    expect(accepts(body, { groupTalkTitle: '' })).toBe(false);
  });

  it('makes a group of at least 2 other people and a one-to-one room of exactly one', () => {
    expect(accepts(talk.createGroup.body, { contactIds: [1] })).toBe(false);
    expect(accepts(talk.createGroup.body, { contactIds: [1, 2] })).toBe(true);
    expect(accepts(talk.create.body, { contactIds: [] })).toBe(false);
    expect(accepts(talk.create.body, { contactIds: [1, 2] })).toBe(false);
  });

  it('refuses an empty or blank message', () => {
    expect(accepts(talk.sendText.body, { message: '' })).toBe(false);
    expect(accepts(talk.sendText.body, { message: ' \n　' })).toBe(false);
    expect(accepts(talk.sendText.body, { message: 'お疲れさまです' })).toBe(true);
    expect(accepts(talk.sendText.body, { message: 'a'.repeat(TALK_LIMITS.messageMax + 1) })).toBe(false);
  });

  it('blocks the extensions that run code when opened', () => {
    for (const extension of ['exe', 'bat', 'js', 'msi', 'dll', 'apk', 'jar', 'vbs', 'cab', 'iso']) {
      expect(TALK_LIMITS.blockedFileExtensions).toContain(extension);
    }
  });
});
