import { defineEndpoint } from '../endpoint';
import { UserInternalDispSettingsSchema, UserLoginDispSettingsSchema } from '../schemas/settingsSchemas';

const session = { kind: 'session' } as const;

/** Per-user display settings (spec 000 §7). Saves answer the stored settings. */
export const userSettingsEndpoints = {
  loginDisp: defineEndpoint({
    method: 'GET',
    path: '/userLoginDispSettings',
    summary: 'Where the user lands after sign-in',
    response: UserLoginDispSettingsSchema,
    capability: session,
  }),
  saveLoginDisp: defineEndpoint({
    method: 'POST',
    path: '/userLoginDispSettings',
    summary: 'Save where the user lands after sign-in',
    body: UserLoginDispSettingsSchema,
    response: UserLoginDispSettingsSchema,
    capability: session,
  }),
  internalDisp: defineEndpoint({
    method: 'GET',
    path: '/userInternalDispSettings',
    summary: 'Default department display of the internal directory',
    response: UserInternalDispSettingsSchema,
    capability: session,
  }),
  saveInternalDisp: defineEndpoint({
    method: 'POST',
    path: '/userInternalDispSettings',
    summary: 'Save the default department display of the internal directory',
    body: UserInternalDispSettingsSchema,
    response: UserInternalDispSettingsSchema,
    capability: session,
  }),
};
