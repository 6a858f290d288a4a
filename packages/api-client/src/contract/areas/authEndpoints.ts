import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { LoginBodySchema } from '../schemas/authSchemas';

const publicAccess = { kind: 'public' } as const;

export const authEndpoints = {
  /** Sets the `XSRF-TOKEN` cookie so that a fresh client can make its first write (sign-in). */
  xsrf: defineEndpoint({
    method: 'GET',
    path: '/auth/xsrf',
    summary: 'Issue the XSRF cookie',
    response: v.null(),
    capability: publicAccess,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with tenant code, account id and password; starts a cookie session',
    body: LoginBodySchema,
    response: v.null(),
    capability: publicAccess,
    errors: ['INVALID_CREDENTIALS', 'TENANT_SUSPENDED', 'STORE_SIGN_IN_DISABLED', 'TOO_MANY_ATTEMPTS'],
  }),
  /** Ends the session if there is one; signing out twice is not an error. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out and end the session',
    response: v.null(),
    capability: publicAccess,
  }),
};
