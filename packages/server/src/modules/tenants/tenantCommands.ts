import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { userInfo } from 'node:os';
import { pipeline } from 'node:stream/promises';
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
  suspendedTenant,
  type TenantSummary,
} from './tenantOperator.js';

/** The `kizuna tenant` commands of plans, features and the tenant's state. */
export const TENANT_PLAN_COMMANDS = ['features', 'plan', 'suspend', 'resume', 'delete', 'show'] as const;
export type TenantPlanCommand = (typeof TENANT_PLAN_COMMANDS)[number];

export function isTenantPlanCommand(sub: string | undefined): sub is TenantPlanCommand {
  return (TENANT_PLAN_COMMANDS as readonly (string | undefined)[]).includes(sub);
}

/** The SHA-256 of a file, read as a stream; an unreadable file is the operator's mistake. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    await pipeline(createReadStream(file), hash);
  } catch (error) {
    throw new OperatorError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return hash.digest('hex');
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
      const values = parse(args, {
        tenant: { type: 'string' },
        exported: { type: 'string' },
        'without-export': { type: 'boolean' },
      });
      const withoutExport = values['without-export'] ?? false;
      if (values.exported !== undefined && withoutExport) {
        throw new OperatorError('give either --exported FILE or --without-export');
      }
      if (values.exported === undefined && !withoutExport) {
        const tenant = await suspendedTenant(db, values.tenant);
        throw new OperatorError(
          `deleting ${tenant.code} removes all its data: take an export first ` +
            `(kizuna tenant export --tenant ${tenant.code} --out FILE), then delete with ` +
            `--exported FILE; or delete with --without-export`,
        );
      }
      const proof =
        values.exported === undefined
          ? { withoutExport: true as const }
          : { sha256: await sha256Of(values.exported) };
      const deleted = await deleteTenant(db, values.tenant, operator, at, proof);
      return [
        `deleted tenant ${deleted.code} and all its data (${deleted.users} people)`,
        deleted.export
          ? `its export ${deleted.export.file} of ${deleted.export.at} (sha256 ${deleted.export.sha256}) keeps the data`
          : 'no export was taken',
      ].join('\n');
    }
    case 'show': {
      const { tenant } = parse(args, { tenant: { type: 'string' } });
      return describeTenant(await showTenant(db, tenant));
    }
    default:
      return sub satisfies never;
  }
}
