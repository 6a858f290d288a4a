import { hasCapability } from '@kizuna/api-client/rules';
import type { CapabilityContext } from '@kizuna/api-client/rules';

export interface CallSettingsAccess {
  /** The call manager's own settings for the person: rejection list, forwarding, mobile connect. */
  callSettings: boolean;
  /** CTI control: every phone-system mode but the cloud phone, which has its own settings page. */
  cti: boolean;
}

/** Which parts of the call settings the person's tenant and rights allow (shared rules). */
export function callSettingsAccess(context: CapabilityContext | null): CallSettingsAccess {
  return {
    callSettings: hasCapability(context, { kind: 'rule', rule: 'callSettings' }),
    cti:
      hasCapability(context, { kind: 'rule', rule: 'phoneSystem' }) && context?.callControlMode !== 'PBX_API',
  };
}
