import type { LocalPhoneStatusResponse } from '@kizuna/api-client';

type Buttons = LocalPhoneStatusResponse['self']['buttons'];
type State = LocalPhoneStatusResponse['self']['status'];

const NONE: Buttons = {
  answer: false,
  hold: false,
  unhold: false,
  end: false,
  transfer: false,
  conference: false,
  consultComplete: false,
  pickup: false,
};

const CALLER: Omit<NonNullable<LocalPhoneStatusResponse['incomingCallContact']>, 'fromNum'> = {
  contactType: 'INTERNAL',
  contactId: 2,
  userId: 2,
  fullname: '山田 太郎',
  kana: 'ヤマダ タロウ',
  alphabet: 'Taro Yamada',
  position: '主任',
  divisionNames: ['営業一課'],
  companyName: null,
};

/** A line in `state` with the buttons the simulated PBX allows there (stories and tests). */
export function lineInState(state: State): LocalPhoneStatusResponse {
  const buttons: Buttons =
    state === 'RINGING'
      ? { ...NONE, answer: true, end: true }
      : state === 'TALKING'
        ? { ...NONE, hold: true, end: true, transfer: true, conference: true }
        : state === 'HELD'
          ? { ...NONE, unhold: true, end: true }
          : state === 'IDLE'
            ? { ...NONE, pickup: false }
            : NONE;
  const call =
    state === 'RINGING' || state === 'TALKING' || state === 'HELD'
      ? [
          {
            callId: 41,
            status: state,
            direction: 'INCOMING' as const,
            fromNumber: '1001',
            toNumber: '1000',
            consultOfCallId: null,
            others: [
              {
                userId: 2,
                number: '1001',
                status: state === 'RINGING' ? ('DIALING' as const) : ('CONNECTED' as const),
                viaMobile: false,
                name: CALLER.fullname,
              },
            ],
          },
        ]
      : [];
  return {
    self: {
      userId: 1,
      extensionNum: state === 'DISCONNECTED' ? null : '1000',
      status: state,
      ctiPort: null,
      buttons,
    },
    callBacks: [],
    statuses: call,
    commonFolderEditable: false,
    incomingCallContact: state === 'RINGING' ? { fromNum: '1001', ...CALLER } : null,
  };
}

/**
 * The caller's line while the callee's phone still rings: the phone system reports TALKING, the
 * call is outgoing and its other party RINGING; only End is allowed.
 */
export function lineCallingOut(): LocalPhoneStatusResponse {
  const line = lineInState('TALKING');
  return {
    ...line,
    self: { ...line.self, buttons: { ...NONE, end: true } },
    statuses: [
      {
        callId: 42,
        status: 'TALKING',
        direction: 'OUTGOING',
        fromNumber: '1000',
        toNumber: '1001',
        consultOfCallId: null,
        others: [{ userId: 2, number: '1001', status: 'RINGING', viaMobile: false, name: CALLER.fullname }],
      },
    ],
  };
}
