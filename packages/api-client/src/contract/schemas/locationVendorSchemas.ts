import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** Text a vendor's dashboard or a gateway's firmware is set with: printable ASCII, no spaces. */
const vendorToken = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(max),
    v.regex(/^[\x21-\x7e]+$/, 'pattern'),
  );

/** The Meraki receiver of a tenant: the URL to paste into the dashboard, and the validator. */
export const MerakiSettingsSchema = v.object({
  /** `{origin}/webhooks/meraki/{receiver id}`; null until the receiver is set up. */
  receiverUrl: v.nullable(v.string()),
  validator: v.nullable(v.string()),
  /** Whether a shared secret is set (it is never shown again). */
  secretSet: v.boolean(),
  lastReceivedAt: v.nullable(DateTimeSchema),
});

export const MerakiSettingsBodySchema = v.object({
  /** The validator the dashboard shows (Network-wide → General → Location and scanning). */
  validator: vendorToken(100),
  /** The shared secret set in the dashboard; null keeps the one stored (required the first time). */
  secret: v.nullable(vendorToken(200)),
});

/** The tenant's CMX as its page shows it; the password is never shown again. */
export const CmxSettingsSchema = v.object({
  baseUrl: v.nullable(v.string()),
  username: v.nullable(v.string()),
  passwordSet: v.boolean(),
  lastPolledAt: v.nullable(DateTimeSchema),
  /** Why the last poll failed: UNREACHABLE, UNAUTHORIZED, REFUSED or NOT_CMX; null when it worked. */
  lastError: v.nullable(v.string()),
});

export const CmxSettingsBodySchema = v.object({
  /** `https://cmx.example.co.jp`: the server (or Cisco Spaces connector) Kizuna polls. */
  baseUrl: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(500),
    v.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, 'url'),
  ),
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, 100)),
  /** null keeps the one stored (required the first time). */
  password: v.nullable(v.pipe(v.string(), v.nonEmpty('required'), codePointLengthBetween(1, 200))),
});

/** A floor CMX knows, for the mapping to Kizuna's floors. */
export const CmxFloorSchema = v.object({
  id: v.string(),
  name: v.string(),
  width: v.nullable(v.number()),
  length: v.nullable(v.number()),
  unit: v.nullable(v.string()),
});

/** What "test connection" found: CMX's floors, or why it could not ask. */
export const CmxTestResultSchema = v.object({
  ok: v.boolean(),
  /** UNREACHABLE, UNAUTHORIZED, REFUSED, NOT_CMX, or NOT_SET when no CMX is set; null when ok. */
  reason: v.nullable(v.string()),
  floors: v.array(CmxFloorSchema),
});

/** A BLE beacon gateway of the tenant. */
export const BeaconGatewaySchema = v.object({
  id: IdSchema,
  /** The gateway's own id, sent as `gatewayId` with its readings. */
  gatewayId: v.string(),
  name: v.string(),
  /** The floor it hangs on, as the vendor-floor mapping names it (source `beacon`). */
  sourceFloorId: v.string(),
  /** Where it hangs on that floor, in the floor's unit: tags heard without a position are placed here. */
  x: v.number(),
  y: v.number(),
  createdAt: DateTimeSchema,
  lastSeenAt: v.nullable(DateTimeSchema),
});

export const BeaconGatewayListSchema = v.object({ items: v.array(BeaconGatewaySchema) });

const coordinate = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000));

export const BeaconGatewayBodySchema = v.object({
  gatewayId: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(64),
    v.regex(/^[A-Za-z0-9._:-]+$/, 'pattern'),
  ),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, 50)),
  sourceFloorId: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(200),
    // Printable text: a vendor's floor id, or the name the mapping gives it.
    v.regex(/^[^\p{Cc}]+$/u, 'pattern'),
  ),
  x: coordinate,
  y: coordinate,
});

/** A gateway just registered: the only answer that carries its token. */
export const CreatedBeaconGatewaySchema = v.object({
  gateway: BeaconGatewaySchema,
  token: v.string(),
});

export const BeaconGatewayIdParamsSchema = v.object({ gatewayId: IdParamSchema });

export type MerakiSettings = v.InferOutput<typeof MerakiSettingsSchema>;
export type MerakiSettingsBody = v.InferInput<typeof MerakiSettingsBodySchema>;
export type CmxSettings = v.InferOutput<typeof CmxSettingsSchema>;
export type CmxSettingsBody = v.InferInput<typeof CmxSettingsBodySchema>;
export type CmxFloor = v.InferOutput<typeof CmxFloorSchema>;
export type CmxTestResult = v.InferOutput<typeof CmxTestResultSchema>;
export type BeaconGateway = v.InferOutput<typeof BeaconGatewaySchema>;
export type BeaconGatewayBody = v.InferInput<typeof BeaconGatewayBodySchema>;
export type CreatedBeaconGateway = v.InferOutput<typeof CreatedBeaconGatewaySchema>;
