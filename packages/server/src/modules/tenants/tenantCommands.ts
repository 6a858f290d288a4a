import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { Db } from '../../db/createDatabase.js';
import { OperatorError } from '../auth/index.js';
import {
  deleteTenant,
  resumeTenant,
  setTenantFeatures,
  setTenantPlan,
  showTenant,
  suspendTenant,
  type TenantSummary,
} from './tenantOperator.js';

/** The `kizuna tenant` commands of plans, features and the tenant's state. */
export const TENANT_PLAN_COMMANDS = ['features', 'plan', 'suspend', 'resume', 'delete', 'show'] as const;
export type TenantPlanCommand = (typeof TENANT_PLAN_COMMANDS)[number];

export function isTenantPlanCommand(sub: string | undefined): sub is TenantPlanCommand {
  return (TENANT_PLAN_COMMANDS as readonly (string | undefined)[]).includes(sub);
}

/** Who the audit log names: the operating-system user running the CLI, or "cli". */
export function operatorName(): string {
  try {
    return process.env.SUDO_USER || userInfo().username || 'cli';
  } catch {
    return 'cli';
  }
}

export function describeTenant(summary: TenantSummary): string {
  const plan =
    summary.plan === 'TRIAL'
      ? `TRIAL${summary.trialEndsAt ? ` until ${summary.trialEndsAt}` : ''}`
      : 'COMMERCIAL';
  return [
    `tenant:       ${summary.code} (${summary.name})${summary.suspended ? ' SUSPENDED' : ''}`,
    `plan:         ${plan}`,
    `service type: ${summary.serviceType}`,
    `licences:     ${summary.users} used of ${summary.licensedUsers ?? 'unlimited'}`,
    `features:     ${summary.features.length > 0 ? summary.features.join(', ') : '(none)'}`,
  ].join('\n');
}

function parse<T extends Record<string, { type: 'string' | 'boolean' }>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new OperatorError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs `kizuna tenant <sub> …` and answers what to print; a refusal is an OperatorError and
 * changes nothing.
 */
export async function runTenantPlanCommand(
  db: Db,
  sub: TenantPlanCommand,
  args: string[],
  operator: string,
  at: Date,
): Promise<string> {
  switch (sub) {
    case 'features': {
      const values = parse(args, {
        tenant: { type: 'string' },
        on: { type: 'string' },
        off: { type: 'string' },
      });
      return describeTenant(await setTenantFeatures(db, values, operator, at));
    }
    case 'plan': {
      const values = parse(args, {
        tenant: { type: 'string' },
        'trial-until': { type: 'string' },
        commercial: { type: 'boolean' },
        licences: { type: 'string' },
        'service-type': { type: 'string' },
      });
      const summary = await setTenantPlan(
        db,
        {
          tenant: values.tenant,
          trialUntil: values['trial-until'],
          commercial: values.commercial ?? false,
          licences: values.licences,
          serviceType: values['service-type'],
        },
        operator,
        at,
      );
      return describeTenant(summary);
    }
    case 'suspend':
    case 'resume': {
      const { tenant } = parse(args, { tenant: { type: 'string' } });
      const summary = await (sub === 'suspend' ? suspendTenant : resumeTenant)(db, tenant, operator, at);
      return describeTenant(summary);
    }
    case 'delete': {
      const { tenant } = parse(args, { tenant: { type: 'string' } });
      const deleted = await deleteTenant(db, tenant, operator, at);
      return `deleted tenant ${deleted.code} and all its data (${deleted.users} people)`;
    }
    case 'show': {
      const { tenant } = parse(args, { tenant: { type: 'string' } });
      return describeTenant(await showTenant(db, tenant));
    }
    default:
      return sub satisfies never;
  }
}
