import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contract, IdParamSchema, listEndpoints, needsXsrfToken } from '../src/contract';

const entries = listEndpoints(contract);

describe('the contract table', () => {
  it('holds every principal and shared call of spec 000 §7', () => {
    const routes = new Set(entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
    const spec = [
      'GET /principal/password/status',
      'GET /principal/user/info',
      'GET /principal/user/roles',
      'GET /principal/tenant/info',
      'GET /principal/server/info',
      'GET /principal/ocrSettings',
      'GET /principal/tenant/internalSearchSettings',
      'GET /principal/tenant/feedbackSettings',
      'GET /principal/company/info',
      'GET /principal/company/viewColumns',
      'GET /principal/company/collaborationSettings',
      'GET /principal/company/exContactsExportSettings',
      'GET /principal/cucmSettings/availableFeatures',
      'GET /principal/gotalk/talkRoomSettings',
      'GET /principal/thanks/point/status',
      'GET /userLoginDispSettings',
      'POST /userLoginDispSettings',
      'GET /userInternalDispSettings',
      'POST /userInternalDispSettings',
      'GET /notificationBadge',
      'GET /information',
      'POST /information/read',
      'GET /fcmToken',
      'POST /fcmToken',
      'DELETE /fcmToken',
      'GET /server/dynamicLinks/openUrl',
      'POST /auth/login',
      'POST /auth/logout',
      'POST /principal/password/change',
    ];
    expect(spec.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('flags the GETs that change state: the call actions of 001 §7 and the Webex authorisation', () => {
    const flagged = entries
      .filter(({ endpoint }) => endpoint.changesState)
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(flagged.every((route) => route.startsWith('GET '))).toBe(true);
    // A GET that answers nothing (204) is an action, never a read; only the token call is public.
    const actions = entries.filter(
      ({ endpoint }) =>
        endpoint.method === 'GET' && endpoint.response.type === 'null' && endpoint !== contract.auth.xsrf,
    );
    expect(actions.filter(({ endpoint }) => !needsXsrfToken(endpoint, undefined))).toEqual([]);
    expect(flagged).toEqual(
      expect.arrayContaining([
        'GET /pbx/cucmApi/answerCall',
        'GET /pbx/cucmApi/holdCall',
        'GET /pbx/cucmApi/unholdCall',
        'GET /pbx/cucmApi/endCall',
        'GET /pbx/cucmApi/pcPickup',
        'GET /pbx/hiengApi/answer',
        'GET /pbx/hiengApi/endCall',
        'GET /pbx/hiengApi/conferenceStart',
        'GET /pbx/hiengApi/hold/on',
        'GET /pbx/hiengApi/hold/off',
        'GET /pbxApi/oauth2/url',
        'GET /pbxApi/oauth2/callback',
      ]),
    );
  });

  it('flags the GETs whose query can mark something read, for the calls that set the flag only', () => {
    // A query flag that marks, reads or acknowledges something changes what others see.
    const marking = entries
      .filter(({ endpoint }) => endpoint.method === 'GET' && endpoint.query)
      .flatMap(({ endpoint }) =>
        Object.keys((endpoint.query as unknown as { entries?: object }).entries ?? {})
          .filter((key) => /read|mark|seen|ack|confirm/i.test(key))
          .map((key) => ({ endpoint, key, route: `${endpoint.path}?${key}` })),
      );
    expect(marking.map(({ route }) => route)).toEqual([
      '/gotalk/room/:talkRoomId/newer?read',
      '/gotalk/room/:talkRoomId/older?read',
    ]);
    for (const { endpoint, key } of marking) {
      expect(endpoint.changesState).toEqual({ whenQueryTrue: key });
      expect(needsXsrfToken(endpoint, { [key]: true })).toBe(true);
      expect(needsXsrfToken(endpoint, { [key]: 'true' })).toBe(true);
      // A value the schema refuses may not slip past the token either.
      expect(needsXsrfToken(endpoint, { [key]: 'TRUE' })).toBe(true);
      expect(needsXsrfToken(endpoint, { [key]: 'false' })).toBe(false);
      expect(needsXsrfToken(endpoint, {})).toBe(false);
      expect(needsXsrfToken(endpoint, undefined)).toBe(false);
    }
  });

  it('has one entry per method and path', () => {
    const keys = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries.map((entry) => [`${entry.area}.${entry.name}`, entry] as const))(
    '%s is well formed',
    (_, entry) => {
      const { endpoint } = entry;
      expect(endpoint.path).toMatch(/^\/[A-Za-z0-9/:_-]*$/);
      expect(endpoint.summary.length).toBeGreaterThan(0);
      if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
      const pathParams = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const declared =
        endpoint.params && 'entries' in endpoint.params ? Object.keys(endpoint.params.entries as object) : [];
      expect(declared.sort()).toEqual(pathParams.sort());
    },
  );

  it('gives the password-status call its 40 s limit', () => {
    expect(contract.principal.passwordStatus.timeoutMs).toBe(40_000);
  });

  it('reads ids from paths as digits only', () => {
    expect(v.parse(IdParamSchema, '42')).toBe(42);
    for (const bad of ['0', '4a', '-1', '', '1.5'])
      expect(v.safeParse(IdParamSchema, bad).success).toBe(false);
  });
});
