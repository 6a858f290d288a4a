import type {
  CallControlMode,
  CompanySettings,
  FieldError,
  SaveCompanySettingsBody,
  StartPage,
} from '@kizuna/api-client/contract';
import {
  FREE_WORD_SEARCH_TYPES,
  OCR_USERS,
  SEARCH_DIVISION_RANGES,
  START_PAGES,
} from '@kizuna/api-client/contract';
import {
  chosenSelfEditableFields,
  selfEditableFieldsOf,
  tenantStartPageChoices,
} from '@kizuna/api-client/rules';
import type { Updateable } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/createDatabase.js';
import type { TenantRow, TenantsTable } from '../../db/DatabaseSchema.js';
import { deleteTenantRows } from '../../db/tenantRows.js';
import { isAddressAllowed, isValidCidr } from '../../http/ipAllowList.js';
import { RequestError } from '../../http/KizunaError.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { sessionIdleMinutes } from '../auth/index.js';
import { IMAGE_MAX_PIXELS, readImageUpload } from '../faceImages/index.js';
import { viewColumnTypes } from '../principal/index.js';
import { putTenantLogo, removeTenantLogo, tenantLogoVersion } from '../tenants/index.js';

/** The administrator making a change, and where from (for the action log and the allow-list). */
export type CompanyActor = AdminActor;

/** The settings as saved, without what only the answer carries. */
type Settings = Omit<
  CompanySettings,
  'logoVersion' | 'clientAddress' | 'startPageChoices' | 'selfEditableFieldsInEffect'
>;

/** What the settings read of the tenant besides its rows: its features and the server's timeout. */
export interface CompanyContext {
  readonly tenantFeatures: readonly string[];
  readonly callControlMode: CallControlMode;
  /** The idle timeout of a tenant without its own (`KIZUNA_SESSION_IDLE_MINUTES`). */
  readonly serverIdleMinutes: number;
}

/** The largest logo kept, in pixels: the top bar shows it 32 px high, crisp at 3× and wide marks fit. */
const LOGO_MAX = { width: 600, height: 200 } as const;

function pick<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

async function settingsOf(db: Db, tenant: TenantRow, context: CompanyContext): Promise<Settings> {
  return {
    organizationName: tenant.organization_name ?? tenant.name,
    organizationAddress: tenant.organization_address ?? '',
    organizationUrl: tenant.organization_url ?? '',
    organizationPhone: tenant.organization_phone ?? '',
    copyInhibit: tenant.copy_inhibit,
    hideUserType: tenant.hide_user_type,
    ipAllowList: tenant.ip_allow_list,
    searchDivisionRange: pick(SEARCH_DIVISION_RANGES, tenant.search_division_range, 'ALL'),
    freeWordSearchType: pick(FREE_WORD_SEARCH_TYPES, tenant.free_word_search_type, 'ALL'),
    sessionIdleMinutes: sessionIdleMinutes(tenant.session_idle_minutes, context.serverIdleMinutes),
    viewColumns: await viewColumnTypes(db, tenant.id),
    defaultStartPage: pick<StartPage>(START_PAGES, tenant.default_start_page ?? 'HOME', 'HOME'),
    selfEditableFields: chosenSelfEditableFields(tenant.self_editable_fields),
    feedbackUrl: tenant.feedback_url ?? '',
    sessionTimeoutNextUrl: tenant.session_timeout_next_url ?? '',
    contactExportCommon: tenant.contact_export_common,
    contactExportPersonal: tenant.contact_export_personal,
    meetingLinkEnabled: tenant.meeting_link_enabled,
    chatLinkEnabled: tenant.chat_link_enabled,
    storeSignInEnabled: tenant.store_sign_in_enabled,
    ocrMachineUsers: pick(OCR_USERS, tenant.ocr_machine_users, 'GRANTED'),
    ocrRegolithUsers: pick(OCR_USERS, tenant.ocr_regolith_users, 'GRANTED'),
  };
}

/** The settings a client may leave out: what is saved then stays. */
type KeptWhenLeftOut =
  | 'selfEditableFields'
  | 'feedbackUrl'
  | 'sessionTimeoutNextUrl'
  | 'contactExportCommon'
  | 'contactExportPersonal'
  | 'meetingLinkEnabled'
  | 'chatLinkEnabled'
  | 'storeSignInEnabled'
  | 'ocrMachineUsers'
  | 'ocrRegolithUsers';

const blankToNull = (text: string) => (text === '' ? null : text);

/** The columns of the settings a body carries, only those it carries. */
function principalSettingsColumns(body: Pick<SaveCompanySettingsBody, KeptWhenLeftOut>) {
  const columns: Updateable<TenantsTable> = {};
  if (body.feedbackUrl !== undefined) columns.feedback_url = blankToNull(body.feedbackUrl);
  if (body.sessionTimeoutNextUrl !== undefined) {
    columns.session_timeout_next_url = blankToNull(body.sessionTimeoutNextUrl);
  }
  if (body.contactExportCommon !== undefined) columns.contact_export_common = body.contactExportCommon;
  if (body.contactExportPersonal !== undefined) columns.contact_export_personal = body.contactExportPersonal;
  if (body.meetingLinkEnabled !== undefined) columns.meeting_link_enabled = body.meetingLinkEnabled;
  if (body.chatLinkEnabled !== undefined) columns.chat_link_enabled = body.chatLinkEnabled;
  if (body.storeSignInEnabled !== undefined) columns.store_sign_in_enabled = body.storeSignInEnabled;
  if (body.ocrMachineUsers !== undefined) columns.ocr_machine_users = body.ocrMachineUsers;
  if (body.ocrRegolithUsers !== undefined) columns.ocr_regolith_users = body.ocrRegolithUsers;
  return columns;
}

async function tenantRow(db: Db, tenantId: number): Promise<TenantRow> {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();
}

export async function companySettings(
  db: Db,
  tenantId: number,
  clientAddress: string,
  context: CompanyContext,
): Promise<CompanySettings> {
  const [tenant, logoVersion] = await Promise.all([tenantRow(db, tenantId), tenantLogoVersion(db, tenantId)]);
  const settings = await settingsOf(db, tenant, context);
  return {
    ...settings,
    selfEditableFieldsInEffect: selfEditableFieldsOf(settings.selfEditableFields, settings.viewColumns),
    logoVersion,
    clientAddress,
    startPageChoices: tenantStartPageChoices(context),
  };
}

/**
 * The allow-list's problems as field errors of `body.ipAllowList`: a line that is no CIDR block
 * (`cidr`, with its 1-based `line`), or a list the administrator's own address is not in
 * (`ipAllowListLocksOut`): saving it would sign them out for good.
 */
export function allowListProblems(list: readonly string[], address: string): FieldError[] {
  const path = 'body.ipAllowList';
  const bad = list.findIndex((cidr) => !isValidCidr(cidr));
  if (bad >= 0) return [{ path, key: 'cidr', values: { line: bad + 1, value: list[bad] ?? '' } }];
  if (list.length > 0 && !isAddressAllowed(address, list)) {
    return [{ path, key: 'ipAllowListLocksOut', values: { address } }];
  }
  return [];
}

/** A default start page some person of the tenant could not open, as a field error. */
function startPageProblems(page: StartPage, context: CompanyContext): FieldError[] {
  return tenantStartPageChoices(context).includes(page)
    ? []
    : [{ path: 'body.defaultStartPage', key: 'invalid' }];
}

/**
 * Saves the settings and writes them before and after to the action log, in one transaction.
 * The idle timeout applies to open sessions at once (every request reads it), and the view
 * columns replace the tenant's list (the directory's version moves with them).
 */
export async function saveCompanySettings(
  db: Db,
  actor: CompanyActor,
  body: Required<Omit<SaveCompanySettingsBody, KeptWhenLeftOut>> &
    Pick<SaveCompanySettingsBody, KeptWhenLeftOut>,
  context: CompanyContext,
): Promise<CompanySettings> {
  const ipAllowList = [...new Set(body.ipAllowList.filter((line) => line !== ''))];
  const fieldErrors = [
    ...allowListProblems(ipAllowList, actor.ip),
    ...startPageProblems(body.defaultStartPage, context),
  ];
  if (fieldErrors.length > 0) {
    throw new RequestError('VALIDATION_FAILED', 'the company settings were not accepted', { fieldErrors });
  }
  await db.transaction().execute(async (trx) => {
    const beforeRow = await tenantRow(trx, actor.tenantId);
    const before = await settingsOf(trx, beforeRow, context);
    const updated = await trx
      .updateTable('tenants')
      .set({
        organization_name: body.organizationName,
        organization_address: blankToNull(body.organizationAddress),
        organization_url: blankToNull(body.organizationUrl),
        organization_phone: blankToNull(body.organizationPhone),
        copy_inhibit: body.copyInhibit,
        hide_user_type: body.hideUserType,
        ip_allow_list: ipAllowList,
        search_division_range: body.searchDivisionRange,
        free_word_search_type: body.freeWordSearchType,
        // Left as it was, a timeout that follows the server's setting keeps following it.
        session_idle_minutes:
          beforeRow.session_idle_minutes === null && body.sessionIdleMinutes === before.sessionIdleMinutes
            ? null
            : body.sessionIdleMinutes,
        default_start_page: body.defaultStartPage === 'HOME' ? null : body.defaultStartPage,
        // Left out, the choice stays as it is (a client of before it existed changes nothing).
        ...(body.selfEditableFields === undefined
          ? {}
          : { self_editable_fields: chosenSelfEditableFields(body.selfEditableFields) }),
        ...principalSettingsColumns(body),
        updated_at: actor.now,
      })
      .where('id', '=', actor.tenantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (body.viewColumns.join() !== before.viewColumns.join()) {
      await deleteTenantRows(trx, 'tenant_view_columns', actor.tenantId).execute();
      await trx
        .insertInto('tenant_view_columns')
        .values(
          body.viewColumns.map((type, sort) => ({ tenant_id: actor.tenantId, column_type: type, sort })),
        )
        .execute();
    }
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'company.update',
      target: `tenant:${actor.tenantId}`,
      before,
      after: await settingsOf(trx, updated, context),
    });
  });
  return companySettings(db, actor.tenantId, actor.ip, context);
}

function refuse(fieldErrors: FieldError[]): never {
  throw new RequestError('VALIDATION_FAILED', 'the file is not a usable GIF, JPEG or PNG image', {
    fieldErrors,
  });
}

/** The logo as kept: a PNG no larger than LOGO_MAX (transparency stays); null when undecodable. */
async function logoPng(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const png = await sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(LOGO_MAX.width, LOGO_MAX.height, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    return null;
  }
}

/** Replaces the tenant's logo with the uploaded image; the change goes to the action log. */
export async function uploadCompanyLogo(
  db: Db,
  actor: CompanyActor,
  file: Blob,
  context: CompanyContext,
): Promise<CompanySettings> {
  const { bytes, fieldErrors } = await readImageUpload(file);
  if (!bytes) refuse(fieldErrors);
  const png = await logoPng(bytes);
  if (!png) refuse([{ path: 'body.file', key: 'imageType' }]);
  await db.transaction().execute(async (trx) => {
    const before = await tenantLogoVersion(trx, actor.tenantId);
    const after = await putTenantLogo(
      trx,
      actor.tenantId,
      { image: png, contentType: 'image/png' },
      actor.now,
    );
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'company.logo.update',
      target: `tenant:${actor.tenantId}`,
      before: before === null ? null : { logoVersion: before },
      after: { logoVersion: after },
    });
  });
  return companySettings(db, actor.tenantId, actor.ip, context);
}

/** Removes the tenant's logo (nothing happens without one); the change goes to the action log. */
export async function removeCompanyLogo(
  db: Db,
  actor: CompanyActor,
  context: CompanyContext,
): Promise<CompanySettings> {
  await db.transaction().execute(async (trx) => {
    const before = await tenantLogoVersion(trx, actor.tenantId);
    if (!(await removeTenantLogo(trx, actor.tenantId, actor.now))) return;
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'company.logo.delete',
      target: `tenant:${actor.tenantId}`,
      before: { logoVersion: before },
      after: null,
    });
  });
  return companySettings(db, actor.tenantId, actor.ip, context);
}
