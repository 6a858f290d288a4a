import * as v from 'valibot';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** Which cards an import takes: every card the key's user may see, or those of chosen owners. */
export const SANSAN_IMPORT_SCOPES = ['ALL', 'OWNERS'] as const;
/** When the import runs by itself. */
export const SANSAN_IMPORT_SCHEDULES = ['OFF', 'HOURLY', 'DAILY'] as const;
export const SANSAN_RUN_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
/**
 * Why a run or a connection test could not reach Sansan's cards: no key set, the key refused
 * (401/403), Sansan unreachable, its rate limit outlasting the run, an answer of another shape.
 */
export const SANSAN_FAILURES = [
  'NOT_SET',
  'UNAUTHORIZED',
  'UNREACHABLE',
  'RATE_LIMITED',
  'REFUSED',
  'NOT_SANSAN',
] as const;
/** Why one card was refused: no name on it, a field Kizuna cannot keep (too long, a bad e-mail), an unreadable image. */
export const SANSAN_REFUSALS = ['NO_NAME', 'INVALID', 'BAD_IMAGE'] as const;

/** The business-card import of a tenant, as its settings page shows it; the key never leaves. */
export const SansanImportSettingsSchema = v.object({
  apiKeySet: v.boolean(),
  scope: v.picklist(SANSAN_IMPORT_SCOPES),
  /** The Kizuna users whose Sansan cards are imported when the scope is OWNERS (matched by e-mail). */
  owners: v.array(v.object({ userId: IdSchema, fullname: v.string(), email: v.string() })),
  /** The common folder the cards land in; null until chosen. */
  folderId: v.nullable(IdSchema),
  /** The tenant's common folders, to choose from. */
  folders: v.array(v.object({ id: IdSchema, name: v.string() })),
  schedule: v.picklist(SANSAN_IMPORT_SCHEDULES),
  /** Cards updated up to this time are imported; the next run asks for what changed since. */
  importedUpTo: v.nullable(DateTimeSchema),
});

/** A Sansan API key: what Sansan issues is 32 alphanumerics; some tenants' keys are longer. */
const ApiKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(200),
  v.regex(/^[A-Za-z0-9_-]+$/, 'pattern'),
);

export const SansanImportSettingsBodySchema = v.object({
  /** null keeps the key stored (required the first time). */
  apiKey: v.nullable(ApiKeySchema),
  scope: v.picklist(SANSAN_IMPORT_SCOPES),
  ownerUserIds: v.pipe(v.array(IdSchema), v.maxLength(200)),
  folderId: IdSchema,
  schedule: v.picklist(SANSAN_IMPORT_SCHEDULES),
});

export const SansanTestResultSchema = v.object({
  ok: v.boolean(),
  reason: v.nullable(v.picklist(SANSAN_FAILURES)),
});

/** One card a run refused, and why. */
export const SansanRefusalSchema = v.object({
  cardId: v.string(),
  name: v.string(),
  reason: v.picklist(SANSAN_REFUSALS),
});

export const SansanImportRunSchema = v.object({
  id: IdSchema,
  state: v.picklist(SANSAN_RUN_STATES),
  /** Who started it: a user's name, or null for the schedule. */
  startedBy: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  finishedAt: v.nullable(DateTimeSchema),
  added: v.number(),
  updated: v.number(),
  skipped: v.number(),
  refused: v.number(),
  failure: v.nullable(v.picklist(SANSAN_FAILURES)),
});

export const SansanImportRunListSchema = v.object({ items: v.array(SansanImportRunSchema) });

export const SansanImportRunReportSchema = v.object({
  run: SansanImportRunSchema,
  refusals: v.array(SansanRefusalSchema),
});

export const SansanImportRunParamsSchema = v.object({ runId: IdParamSchema });

export type SansanImportSettings = v.InferOutput<typeof SansanImportSettingsSchema>;
export type SansanImportSettingsBody = v.InferInput<typeof SansanImportSettingsBodySchema>;
export type SansanTestResult = v.InferOutput<typeof SansanTestResultSchema>;
export type SansanImportRun = v.InferOutput<typeof SansanImportRunSchema>;
export type SansanImportRunReport = v.InferOutput<typeof SansanImportRunReportSchema>;
export type SansanFailure = (typeof SANSAN_FAILURES)[number];
export type SansanRefusalReason = (typeof SANSAN_REFUSALS)[number];
