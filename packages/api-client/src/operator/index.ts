import * as v from 'valibot';
import { SERVICE_TYPES, TENANT_FEATURES, TENANT_PROVIDE_TYPES } from '../contract/enums';

// The console's pages take these from here, not from the whole contract table.
export { SERVICE_TYPES, TENANT_FEATURES, type ServiceType, type TenantFeature } from '../contract/enums';

/**
 * The operator console's API (`/operator/api`): the provider's staff manage tenants here. It is
 * not part of the tenant contract: its own cookie, its own XSRF cookie, no tenant principal.
 */
export const OPERATOR_PREFIX = '/operator';
export const OPERATOR_API_PREFIX = '/operator/api';
/** The operator session cookie (path `/operator`, HttpOnly, SameSite=Strict). */
export const OPERATOR_SESSION_COOKIE = 'KIZUNA_OPERATOR_SESSION';
/** Readable by the console's pages, repeated in the `X-XSRF-TOKEN` header on every write. */
export const OPERATOR_XSRF_COOKIE = 'KIZUNA_OPERATOR_XSRF';

const Login = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9._-]{1,62}$/));
/** A tenant's code, as `kizuna tenant create --code` takes it. */
export const TENANT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

export const OperatorSignInSchema = v.object({
  login: Login,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
});
export type OperatorSignIn = v.InferOutput<typeof OperatorSignInSchema>;

export const OperatorSchema = v.object({ login: v.string(), displayName: v.string() });
export type Operator = v.InferOutput<typeof OperatorSchema>;

export const OperatorTenantRowSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  plan: v.picklist(TENANT_PROVIDE_TYPES),
  trialEndsAt: v.nullable(v.string()),
  users: v.number(),
  licensedUsers: v.nullable(v.number()),
  serviceType: v.string(),
  suspended: v.boolean(),
  /** The newest session use, sign-in or action-log entry of the tenant. */
  lastActivityAt: v.nullable(v.string()),
});
export type OperatorTenantRow = v.InferOutput<typeof OperatorTenantRowSchema>;

export const OperatorTenantListSchema = v.object({ tenants: v.array(OperatorTenantRowSchema) });

export const OperatorTenantPageSchema = v.object({
  ...OperatorTenantRowSchema.entries,
  features: v.array(v.picklist(TENANT_FEATURES)),
  /** Whether `GET /operator/api/tenants/{id}/export` serves the tenant's export. */
  exportAvailable: v.boolean(),
});
export type OperatorTenantPage = v.InferOutput<typeof OperatorTenantPageSchema>;

export const TenantIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
});

export const CreateTenantSchema = v.object({
  code: v.pipe(v.string(), v.regex(TENANT_CODE_PATTERN)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  licences: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  language: v.picklist(['ja', 'en']),
});
export type CreateTenant = v.InferOutput<typeof CreateTenantSchema>;

export const CreatedTenantSchema = v.object({
  tenant: OperatorTenantPageSchema,
  adminAccountId: v.string(),
  /** Shown once: the administrator must change it at the first sign-in. */
  adminPassword: v.string(),
});
export type CreatedTenant = v.InferOutput<typeof CreatedTenantSchema>;

export const SetFeaturesSchema = v.object({
  features: v.pipe(v.array(v.picklist(TENANT_FEATURES)), v.maxLength(TENANT_FEATURES.length)),
});

export const SetPlanSchema = v.pipe(
  v.object({
    plan: v.picklist(TENANT_PROVIDE_TYPES),
    /** The trial's last day (Japan time), YYYY-MM-DD; only with plan TRIAL. */
    trialUntil: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
    licences: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    serviceType: v.picklist(SERVICE_TYPES),
  }),
  v.forward(
    v.check((input) => input.plan !== 'TRIAL' || input.trialUntil !== undefined, 'required'),
    ['trialUntil'],
  ),
);
export type SetPlan = v.InferOutput<typeof SetPlanSchema>;

export const DeleteTenantSchema = v.object({
  /** The tenant's name typed again: deleting is never one click. */
  confirmName: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

export const AuditQuerySchema = v.object({
  tenant: v.optional(v.pipe(v.string(), v.regex(TENANT_CODE_PATTERN))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});

export const AUDIT_PAGE_SIZE = 50;

export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  operator: v.string(),
  tenantCode: v.string(),
  action: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditPageSchema = v.object({
  entries: v.array(AuditEntrySchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;
