import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  UserCallDispSettingsSchema,
  UserInternalDispSettingsSchema,
  UserLoginDispSettingsBodySchema,
  UserLoginDispSettingsSchema,
} from '../schemas/settingsSchemas';

const session = { kind: 'session' } as const;

/** Per-user display settings (spec 000 §7). Saves answer the stored settings. */
export const userSettingsEndpoints = withErrors(errorCodesOf('userSettings'), {
  loginDisp: defineEndpoint({
    method: 'GET',
    path: '/userLoginDispSettings',
    summary: 'Where the user lands after sign-in (login destination) and on opening the app (start page)',
    response: UserLoginDispSettingsSchema,
    capability: session,
  }),
  saveLoginDisp: defineEndpoint({
    method: 'POST',
    path: '/userLoginDispSettings',
    summary: 'Save the login destination and the start page (400 for a page the user cannot reach)',
    body: UserLoginDispSettingsBodySchema,
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
  callDisp: defineEndpoint({
    method: 'GET',
    path: '/userCallDispSettings',
    summary: 'How numbers call: whether the app asks before it places a call (on by default)',
    response: UserCallDispSettingsSchema,
    capability: session,
  }),
  saveCallDisp: defineEndpoint({
    method: 'POST',
    path: '/userCallDispSettings',
    summary: 'Save whether the app asks before it places a call',
    body: UserCallDispSettingsSchema,
    response: UserCallDispSettingsSchema,
    capability: session,
  }),
});
