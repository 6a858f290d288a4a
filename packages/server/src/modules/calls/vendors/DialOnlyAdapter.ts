import { CallActionError } from '../CallActionError.js';
import type {
  CallEvent,
  LineOwner,
  LocalPhoneStatus,
  PhoneSystemAdapter,
  Unsubscribe,
} from '../PhoneSystemAdapter.js';

function notOffered(api: string, action: string): never {
  throw new CallActionError('ACTION_NOT_ALLOWED', `${api} offers no ${action}; use the phone itself`);
}

/**
 * For vendor APIs that only place (and end) calls for a user, such as click-to-dial services: the
 * other actions answer ACTION_NOT_ALLOWED instead of pretending, and the line is never reported.
 */
export abstract class DialOnlyAdapter implements PhoneSystemAdapter {
  protected abstract readonly apiName: string;

  abstract directCall(
    owner: LineOwner,
    destination: string,
    fromNumber?: string,
  ): Promise<{ callId: number }>;

  /** The vendor cannot wait for a free line: the colleague is dialled at once, from the line named. */
  async callBack(owner: LineOwner, destination: string, fromNumber?: string) {
    const { callId } = await this.directCall(owner, destination, fromNumber);
    return { callId, registered: false };
  }
  async end(_owner: LineOwner): Promise<void> {
    notOffered(this.apiName, 'hang up');
  }
  async answer(): Promise<void> {
    notOffered(this.apiName, 'answer');
  }
  async hold(): Promise<void> {
    notOffered(this.apiName, 'hold');
  }
  async unhold(): Promise<void> {
    notOffered(this.apiName, 'resume');
  }
  async directTransfer(): Promise<void> {
    notOffered(this.apiName, 'transfer');
  }
  async consultTransfer(): Promise<{ callId: number }> {
    notOffered(this.apiName, 'transfer');
  }
  async consultTransferComplete(): Promise<void> {
    notOffered(this.apiName, 'transfer');
  }
  async consultConference(): Promise<{ callId: number }> {
    notOffered(this.apiName, 'conference');
  }
  async consultConferenceComplete(): Promise<void> {
    notOffered(this.apiName, 'conference');
  }
  async pickup(): Promise<void> {
    notOffered(this.apiName, 'pickup');
  }
  async localPhoneStatus(_owner: LineOwner): Promise<LocalPhoneStatus> {
    notOffered(this.apiName, 'line status');
  }
  async subscribe(_tenantId: number, _listener: (event: CallEvent) => void): Promise<Unsubscribe> {
    return async () => {};
  }
}
