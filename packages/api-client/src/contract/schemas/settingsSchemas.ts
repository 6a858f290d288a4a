import * as v from 'valibot';
import { DEST_MENU_TYPES, DISP_TYPES, START_PAGES } from '../enums';
import { IdSchema } from './commonSchemas';

export const UserLoginDispSettingsSchema = v.object({
  /** Where the user lands right after signing in. */
  destMenuType: v.picklist(DEST_MENU_TYPES),
  /** Where the user lands on opening the app later; HOME when the saved page is out of reach now. */
  startPage: v.picklist(START_PAGES),
});

export const UserLoginDispSettingsBodySchema = v.object({
  destMenuType: v.picklist(DEST_MENU_TYPES),
  /** Must be a page the user can reach (the main-menu rules); the saved one stays when omitted. */
  startPage: v.optional(v.picklist(START_PAGES)),
});

export const UserInternalDispSettingsSchema = v.object({
  dispType: v.picklist(DISP_TYPES),
  /** Divisions shown when dispType is LAST_DIVISION (the last viewed ones). */
  divisionIds: v.pipe(v.array(IdSchema), v.maxLength(1000)),
});

export const UserCallDispSettingsSchema = v.object({
  /** Clicking a number asks first (name, number, Call / Cancel) before the call is placed. */
  confirmBeforeCalling: v.boolean(),
});

export const FcmTokenSchema = v.object({ token: v.nullable(v.string()) });

export const FcmTokenBodySchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
});

export const OpenUrlSchema = v.object({
  /** Base of the deep link that opens a page of the product from mobile apps. */
  url: v.nullable(v.string()),
});

export type UserLoginDispSettings = v.InferOutput<typeof UserLoginDispSettingsSchema>;
export type UserLoginDispSettingsBody = v.InferOutput<typeof UserLoginDispSettingsBodySchema>;
export type UserInternalDispSettings = v.InferOutput<typeof UserInternalDispSettingsSchema>;
export type UserCallDispSettings = v.InferOutput<typeof UserCallDispSettingsSchema>;
export type FcmToken = v.InferOutput<typeof FcmTokenSchema>;
export type OpenUrl = v.InferOutput<typeof OpenUrlSchema>;
