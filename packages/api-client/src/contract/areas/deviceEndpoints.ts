import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { FcmTokenBodySchema, FcmTokenSchema, OpenUrlSchema } from '../schemas/settingsSchemas';

const session = { kind: 'session' } as const;

/** Push-notification token of this browser and the mobile deep link (spec 000 §7). */
export const deviceEndpoints = {
  fcmToken: defineEndpoint({
    method: 'GET',
    path: '/fcmToken',
    summary: 'The push-notification token stored for the user',
    response: FcmTokenSchema,
    capability: session,
  }),
  saveFcmToken: defineEndpoint({
    method: 'POST',
    path: '/fcmToken',
    summary: 'Store the push-notification token of this browser',
    body: FcmTokenBodySchema,
    response: FcmTokenSchema,
    capability: session,
  }),
  deleteFcmToken: defineEndpoint({
    method: 'DELETE',
    path: '/fcmToken',
    summary: 'Forget the push-notification token',
    response: v.null(),
    capability: session,
  }),
  openUrl: defineEndpoint({
    method: 'GET',
    path: '/server/dynamicLinks/openUrl',
    summary: 'Deep link that opens the product from a mobile device',
    response: OpenUrlSchema,
    capability: session,
  }),
};
