import type { PhoneSystemErrorCode } from './PhoneSystemError.js';

/** The one internal line state; the CUCM and HIENG vocabularies are views of it. */
export type LineState = 'DISCONNECTED' | 'IDLE' | 'RINGING' | 'TALKING' | 'HELD';
export type CucmLineState = LineState;
export type HiengLineState = 'DISCONNECTED' | 'IDLE' | 'INCOMING' | 'ON_CALL' | 'ON_HOLD';

const HIENG: Record<LineState, HiengLineState> = {
  DISCONNECTED: 'DISCONNECTED',
  IDLE: 'IDLE',
  RINGING: 'INCOMING',
  TALKING: 'ON_CALL',
  HELD: 'ON_HOLD',
};

export function toHiengState(state: LineState): HiengLineState {
  return HIENG[state];
}

/** Who acts: a user of a tenant, with the extension that is their line. */
export interface LineOwner {
  readonly tenantId: number;
  readonly userId: number;
}

export interface CallPartyView {
  readonly userId: number | null;
  readonly number: string;
  readonly role: 'CALLER' | 'CALLEE';
  readonly status: 'DIALING' | 'RINGING' | 'CONNECTED' | 'HELD';
  readonly viaMobile: boolean;
}

/** One call on a user's line, as their phone shows it. */
export interface LineCall {
  readonly callId: number;
  readonly state: LineState;
  readonly direction: 'INCOMING' | 'OUTGOING';
  readonly fromNumber: string;
  readonly toNumber: string;
  /** The other parties still on the call (or ringing). */
  readonly others: readonly CallPartyView[];
  /** A consult call made from another call (transfer or conference not yet completed). */
  readonly consultOfCallId: number | null;
}

/** Which actions the line allows now (the button flags of the local phone status). */
export interface LineButtons {
  readonly answer: boolean;
  readonly hold: boolean;
  readonly unhold: boolean;
  readonly end: boolean;
  readonly transfer: boolean;
  readonly conference: boolean;
  readonly consultComplete: boolean;
  readonly pickup: boolean;
}

export interface LocalPhoneStatus {
  readonly userId: number;
  readonly extensionNum: string | null;
  readonly state: LineState;
  readonly calls: readonly LineCall[];
  readonly buttons: LineButtons;
  readonly callBacks: readonly string[];
}

/** What every server node hears when a line changes: enough to reload the lines named. */
export interface CallEvent {
  readonly tenantId: number;
  readonly callId: number;
  readonly kind: 'RINGING' | 'ANSWERED' | 'HELD' | 'RESUMED' | 'TRANSFERRED' | 'CONFERENCED' | 'ENDED';
  /** Users whose line changed. */
  readonly userIds: readonly number[];
}

export type Unsubscribe = () => Promise<void>;

/** Pick a specific call; without it the adapter takes the call the action obviously means. */
export interface CallSelector {
  readonly callId?: number | undefined;
  /**
   * The own line the action is taken from (001 §5: callbacks and transfers name it), already
   * checked to be the owner's extension; systems that address lines by number use it.
   */
  readonly fromNumber?: string | undefined;
}

/**
 * One interface for every phone system (CUCM, HIENG, AVAYA, PBX_API). Failures are thrown as
 * `PhoneSystemError` with the codes of 001 §8, never as anything else.
 */
export interface PhoneSystemAdapter {
  /** Call `destination`; `fromNumber`, when given, is the own line to call from. */
  directCall(owner: LineOwner, destination: string, fromNumber?: string): Promise<{ callId: number }>;
  /**
   * From the own line (`fromNumber`, checked to be the owner's extension), call `destination` now
   * if its line is free, else register a callback (at most 3).
   */
  callBack(
    owner: LineOwner,
    destination: string,
    fromNumber?: string,
  ): Promise<{ callId: number | null; registered: boolean }>;
  answer(owner: LineOwner, selector?: CallSelector): Promise<void>;
  hold(owner: LineOwner, selector?: CallSelector): Promise<void>;
  unhold(owner: LineOwner, selector?: CallSelector): Promise<void>;
  end(owner: LineOwner, selector?: CallSelector): Promise<void>;
  directTransfer(owner: LineOwner, destination: string, selector?: CallSelector): Promise<void>;
  consultTransfer(
    owner: LineOwner,
    destination: string,
    selector?: CallSelector,
  ): Promise<{ callId: number }>;
  consultTransferComplete(owner: LineOwner): Promise<void>;
  consultConference(
    owner: LineOwner,
    destination: string,
    selector?: CallSelector,
  ): Promise<{ callId: number }>;
  consultConferenceComplete(owner: LineOwner): Promise<void>;
  /** Answer a call ringing on the line of someone in the owner's pickup group. */
  pickup(owner: LineOwner, selector?: CallSelector): Promise<void>;
  localPhoneStatus(owner: LineOwner): Promise<LocalPhoneStatus>;
  subscribe(tenantId: number, listener: (event: CallEvent) => void): Promise<Unsubscribe>;
}

export type { PhoneSystemErrorCode };
