import { API_KEY_USER_SCOPES, type AdminRole, type ApiKeyUserScope } from '../contract/enums';
import type { CapabilityContext } from './capabilityContext';

/**
 * The role a scope of a person's key needs beyond the API privilege (002 §6: a key's scopes are
 * limited by its owner's view and edit rights). Everyone may read the directory and keep their
 * own external contacts; changing people and divisions is for their administrators.
 */
const SCOPE_NEEDS: Readonly<Record<ApiKeyUserScope, AdminRole | null>> = {
  USER_READ: null,
  USER_WRITE: 'ADMIN_USER',
  DIVISION_WRITE: 'ADMIN_DIVISION',
  EXTERNAL_CONTACTS_READ: null,
  EXTERNAL_CONTACTS_WRITE: null,
};

/** The scopes a person may give a key of their own, in the spec's order. */
export function allowedApiKeyScopes(context: Pick<CapabilityContext, 'userRoles'>): ApiKeyUserScope[] {
  return API_KEY_USER_SCOPES.filter((scope) => {
    const role = SCOPE_NEEDS[scope];
    return role === null || context.userRoles.includes(role);
  });
}
