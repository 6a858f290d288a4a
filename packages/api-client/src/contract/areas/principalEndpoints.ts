import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { LIMITS } from '../limits';
import { PasswordChangeBodySchema } from '../schemas/authSchemas';
import {
  CollaborationSettingsSchema,
  CompanyInfoSchema,
  CucmAvailableFeaturesSchema,
  ExContactsExportSettingsSchema,
  FeedbackSettingsSchema,
  InternalSearchSettingsSchema,
  OcrSettingsSchema,
  PasswordStatusSchema,
  ServerInfoSchema,
  TalkRoomSettingsSchema,
  TenantInfoSchema,
  ThanksPointStatusSchema,
  UserInfoSchema,
  UserRolesSchema,
  ViewColumnsSchema,
} from '../schemas/principalSchemas';

const session = { kind: 'session' } as const;

function read<TResponse extends v.GenericSchema>(path: string, summary: string, response: TResponse) {
  return defineEndpoint({ method: 'GET', path, summary, response, capability: session });
}

/** A read the password-change page needs, open before a required password change. */
function pageRead<TResponse extends v.GenericSchema>(path: string, summary: string, response: TResponse) {
  return defineEndpoint({
    method: 'GET',
    path,
    summary,
    response,
    capability: session,
    openBeforePasswordChange: true,
  });
}

/** The current user's session (spec 000 §3.1, §7). */
export const principalEndpoints = {
  passwordStatus: defineEndpoint({
    method: 'GET',
    path: '/principal/password/status',
    summary: 'Whether the user must change the password before going on',
    response: PasswordStatusSchema,
    capability: session,
    openBeforePasswordChange: true,
    timeoutMs: LIMITS.passwordStatusTimeoutMs,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/principal/password/change',
    summary: 'Change the own password; the server policy applies',
    body: PasswordChangeBodySchema,
    response: v.null(),
    capability: session,
    openBeforePasswordChange: true,
    errors: ['PASSWORD_REJECTED'],
  }),
  userInfo: pageRead('/principal/user/info', 'The signed-in user', UserInfoSchema),
  userRoles: pageRead('/principal/user/roles', 'Admin roles and virtual roles of the user', UserRolesSchema),
  tenantInfo: pageRead(
    '/principal/tenant/info',
    "The user's tenant: features, call control, provide type",
    TenantInfoSchema,
  ),
  serverInfo: pageRead('/principal/server/info', 'Server settings the browser needs', ServerInfoSchema),
  ocrSettings: read('/principal/ocrSettings', 'Business-card OCR settings', OcrSettingsSchema),
  internalSearchSettings: read(
    '/principal/tenant/internalSearchSettings',
    'Internal directory search settings of the tenant',
    InternalSearchSettingsSchema,
  ),
  feedbackSettings: pageRead(
    '/principal/tenant/feedbackSettings',
    'Feedback link of the tenant',
    FeedbackSettingsSchema,
  ),
  companyInfo: pageRead('/principal/company/info', "The tenant's company", CompanyInfoSchema),
  viewColumns: read('/principal/company/viewColumns', 'Columns of the company directory', ViewColumnsSchema),
  collaborationSettings: read(
    '/principal/company/collaborationSettings',
    'Meeting and chat links offered on contacts',
    CollaborationSettingsSchema,
  ),
  exContactsExportSettings: read(
    '/principal/company/exContactsExportSettings',
    'Whether external contacts may be exported (common, personal)',
    ExContactsExportSettingsSchema,
  ),
  cucmAvailableFeatures: read(
    '/principal/cucmSettings/availableFeatures',
    'Call-manager features available to the user',
    CucmAvailableFeaturesSchema,
  ),
  talkRoomSettings: defineEndpoint({
    method: 'GET',
    path: '/principal/gotalk/talkRoomSettings',
    summary: 'Talk room settings',
    response: TalkRoomSettingsSchema,
    capability: { kind: 'rule', rule: 'talk' },
  }),
  thanksPointStatus: defineEndpoint({
    method: 'GET',
    path: '/principal/thanks/point/status',
    summary: 'Thanks points received and still sendable',
    response: ThanksPointStatusSchema,
    capability: { kind: 'rule', rule: 'thanks' },
  }),
};
