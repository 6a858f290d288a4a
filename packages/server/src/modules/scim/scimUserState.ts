import { invalidValue } from './ScimError.js';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** What Kizuna keeps of a SCIM user, flat: the SCIM attributes it maps and nothing more. */
export interface ScimUserState {
  userName: string;
  active: boolean;
  externalId: string | null;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  workPhone: string | null;
  mobilePhone: string | null;
  title: string | null;
  department: string | null;
  employeeNumber: string | null;
}

export const EMPTY_USER_STATE: ScimUserState = {
  userName: '',
  active: true,
  externalId: null,
  displayName: null,
  givenName: null,
  familyName: null,
  email: null,
  workPhone: null,
  mobilePhone: null,
  title: null,
  department: null,
  employeeNumber: null,
};

function text(value: unknown, attribute: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw invalidValue(`${attribute} must be a string`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Entra ID sends booleans of some mappings as the strings "True" and "False". */
function bool(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue(`${attribute} must be a boolean`);
}

interface MultiValue {
  value?: unknown;
  type?: unknown;
  primary?: unknown;
}

function multiValues(value: unknown, attribute: string): MultiValue[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => typeof item === 'object' && item !== null)) {
    throw invalidValue(`${attribute} must be a list of objects`);
  }
  return list as MultiValue[];
}

/** The primary e-mail, else the work one, else the first. */
function pickEmail(values: MultiValue[]): string | null {
  const chosen =
    values.find((v) => v.primary === true || v.primary === 'True') ??
    values.find((v) => v.type === 'work') ??
    values[0];
  return chosen ? text(chosen.value, 'emails.value') : null;
}

function phoneOf(values: MultiValue[], type: 'work' | 'mobile'): string | null | undefined {
  const found = values.find((v) => v.type === type);
  return found ? text(found.value, `phoneNumbers[type eq "${type}"].value`) : undefined;
}

/** `emails[type eq "work"].value` → `emails`, `work`; the filter's type is what matters here. */
const VALUE_FILTER = /^(emails|phonenumbers)\[type eq "(\w+)"\](?:\.value)?$/;

/**
 * Sets one attribute, by its SCIM path (case-insensitive, with or without the enterprise schema's
 * URN), as a PATCH operation or a resource's own attribute does. `undefined` removes it. Attributes
 * Kizuna keeps nothing of (addresses, locale, manager, ...) are left alone, so an identity
 * provider's default mappings never fail a provisioning cycle.
 */
export function setUserAttribute(state: ScimUserState, path: string, value: unknown): void {
  let key = path.toLowerCase();
  if (key.startsWith(`${ENTERPRISE_USER_SCHEMA.toLowerCase()}:`)) {
    key = `enterprise.${key.slice(ENTERPRISE_USER_SCHEMA.length + 1)}`;
  } else if (key.startsWith(`${USER_SCHEMA.toLowerCase()}:`)) {
    key = key.slice(USER_SCHEMA.length + 1);
  }
  const filtered = VALUE_FILTER.exec(key);
  if (filtered) {
    const [, attribute, type] = filtered;
    const single = text(value, path);
    if (attribute === 'emails') state.email = single;
    else if (type === 'work') state.workPhone = single;
    else if (type === 'mobile') state.mobilePhone = single;
    return;
  }
  switch (key) {
    case 'username': {
      const userName = text(value, 'userName');
      if (!userName) throw invalidValue('userName is required');
      state.userName = userName;
      return;
    }
    case 'active':
      state.active = value === undefined ? false : bool(value, 'active');
      return;
    case 'externalid':
      state.externalId = text(value, 'externalId');
      return;
    case 'displayname':
      state.displayName = text(value, 'displayName');
      return;
    case 'title':
      state.title = text(value, 'title');
      return;
    case 'name': {
      const name = (value ?? {}) as Record<string, unknown>;
      state.givenName = text(name.givenName, 'name.givenName');
      state.familyName = text(name.familyName, 'name.familyName');
      return;
    }
    case 'name.givenname':
      state.givenName = text(value, 'name.givenName');
      return;
    case 'name.familyname':
      state.familyName = text(value, 'name.familyName');
      return;
    case 'emails':
      state.email = pickEmail(multiValues(value, 'emails'));
      return;
    case 'phonenumbers': {
      const phones = multiValues(value, 'phoneNumbers');
      state.workPhone = phoneOf(phones, 'work') ?? null;
      state.mobilePhone = phoneOf(phones, 'mobile') ?? null;
      return;
    }
    case 'enterprise.department':
      state.department = text(value, 'department');
      return;
    case 'enterprise.employeenumber':
      state.employeeNumber = text(value, 'employeeNumber');
      return;
    case ENTERPRISE_USER_SCHEMA.toLowerCase():
      for (const [attribute, inner] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        setUserAttribute(state, `enterprise.${attribute}`, inner);
      }
      return;
    default:
  }
}

/** The state a whole resource (POST, PUT) describes; what it leaves out is empty. */
export function userStateOf(resource: unknown): ScimUserState {
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) {
    throw invalidValue('the body must be a User resource');
  }
  const state = { ...EMPTY_USER_STATE };
  const attributes = resource as Record<string, unknown>;
  if (!('userName' in attributes)) throw invalidValue('userName is required');
  for (const [attribute, value] of Object.entries(attributes)) {
    if (attribute === 'active') state.active = value === undefined || value === null || bool(value, 'active');
    else setUserAttribute(state, attribute, value);
  }
  return state;
}

/** The name the directory shows: the display name, else family and given name, else the user name. */
export function fullnameOf(state: ScimUserState): string {
  const parts = [state.familyName, state.givenName].filter((part) => part !== null);
  return state.displayName ?? (parts.length > 0 ? parts.join(' ') : state.userName);
}
