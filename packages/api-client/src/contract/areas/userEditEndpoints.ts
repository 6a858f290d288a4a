import { publicRoute } from '../publicApi';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { UserEditFieldsSchema, UserEditParamsSchema, UserEditSchema } from '../schemas/userEditSchemas';

const session = { kind: 'session' } as const;

/**
 * The user edit (002 §7 settings): a person's own directory fields, and the same for those who
 * may edit others (edit authority, "proxy edit" of 001 §6). Anyone else is answered 403.
 */
export const userEditEndpoints = withErrors(errorCodesOf('internalContacts'), {
  get: defineEndpoint({
    method: 'GET',
    path: '/settings/user/:userId',
    summary: "A person's editable directory fields (themself, or with edit authority)",
    params: UserEditParamsSchema,
    response: UserEditSchema,
    capability: session,
    publicApi: publicRoute('/people/:userId/fields', ['USER_WRITE']),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/settings/user/:userId',
    summary: "Save a person's editable directory fields; the directory and search see them at once",
    params: UserEditParamsSchema,
    body: UserEditFieldsSchema,
    response: UserEditSchema,
    capability: session,
    publicApi: publicRoute('/people/:userId/fields', 'USER_WRITE'),
  }),
});
