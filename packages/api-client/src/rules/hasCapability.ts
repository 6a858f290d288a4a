import type { Capability } from '../contract/endpoint';
import type { CapabilityContext } from './capabilityContext';
import { effectiveFeatures } from './capabilityContext';
import { CAPABILITY_RULES, isCapabilityRuleName } from './capabilityRules';

/**
 * Whether a caller may use an endpoint. `context` is null for a caller without a session.
 * An unknown rule name denies: a typo must not open an endpoint.
 */
export function hasCapability(context: CapabilityContext | null, capability: Capability): boolean {
  switch (capability.kind) {
    case 'public':
      return true;
    case 'session':
      return context !== null;
    case 'feature':
      return context !== null && effectiveFeatures(context).has(capability.feature);
    case 'role':
      return context !== null && context.userRoles.some((role) => role === capability.role);
    case 'rule':
      return (
        context !== null &&
        isCapabilityRuleName(capability.rule) &&
        CAPABILITY_RULES[capability.rule](context)
      );
    case 'all':
      return capability.of.every((part) => hasCapability(context, part));
    case 'any':
      return capability.of.some((part) => hasCapability(context, part));
    default:
      return capability satisfies never;
  }
}

/** Whether the capability can only be met by a signed-in user (the server answers 401 without one). */
export function requiresSession(capability: Capability): boolean {
  return !hasCapability(null, capability);
}
