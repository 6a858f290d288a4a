import * as v from 'valibot';
import { DEST_MENU_TYPES, DISP_TYPES } from '../enums';
import { IdSchema } from './commonSchemas';

export const UserLoginDispSettingsSchema = v.object({
  destMenuType: v.picklist(DEST_MENU_TYPES),
});

export const UserInternalDispSettingsSchema = v.object({
  dispType: v.picklist(DISP_TYPES),
  /** Divisions shown when dispType is LAST_DIVISION (the last viewed ones). */
  divisionIds: v.pipe(v.array(IdSchema), v.maxLength(1000)),
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
export type UserInternalDispSettings = v.InferOutput<typeof UserInternalDispSettingsSchema>;
export type FcmToken = v.InferOutput<typeof FcmTokenSchema>;
export type OpenUrl = v.InferOutput<typeof OpenUrlSchema>;
