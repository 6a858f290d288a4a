import { GROUP_SCHEMA } from './scimGroups.js';
import { MAX_RESULTS } from './scimQuery.js';
import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from './scimUserState.js';

const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** What the service supports (RFC 7643 §5): PATCH and filters, no bulk, sorting, ETags or passwords. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token of the tenant, created on the Azure AD or AD admin page',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  const types = [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A person of the directory',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A division; its members are the people who belong to it',
      schema: GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
  return {
    schemas: [LIST],
    totalResults: types.length,
    startIndex: 1,
    itemsPerPage: types.length,
    Resources: types,
  };
}

type Attribute = [name: string, type: 'string' | 'boolean' | 'complex' | 'reference', extra?: object];

function attributes(list: readonly Attribute[]) {
  return list.map(([name, type, extra]) => ({
    name,
    type,
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...extra,
  }));
}

const VALUE_TYPE: Attribute[] = [
  ['value', 'string'],
  ['type', 'string'],
  ['primary', 'boolean'],
];

/** The attributes Kizuna keeps of each schema (RFC 7643 §7). */
export function schemas(baseUrl: string) {
  const list = [
    {
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the directory',
      attributes: attributes([
        ['userName', 'string', { required: true, uniqueness: 'server' }],
        [
          'name',
          'complex',
          {
            subAttributes: attributes([
              ['givenName', 'string'],
              ['familyName', 'string'],
              ['formatted', 'string'],
            ]),
          },
        ],
        ['displayName', 'string'],
        ['title', 'string'],
        ['active', 'boolean'],
        ['emails', 'complex', { multiValued: true, subAttributes: attributes(VALUE_TYPE) }],
        ['phoneNumbers', 'complex', { multiValued: true, subAttributes: attributes(VALUE_TYPE) }],
        [
          'groups',
          'complex',
          {
            multiValued: true,
            mutability: 'readOnly',
            subAttributes: attributes([
              ['value', 'string'],
              ['display', 'string'],
            ]),
          },
        ],
      ]),
    },
    {
      id: ENTERPRISE_USER_SCHEMA,
      name: 'EnterpriseUser',
      description: 'The department (the main division) and the employee number',
      attributes: attributes([
        ['employeeNumber', 'string'],
        ['department', 'string'],
      ]),
    },
    {
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A division',
      attributes: attributes([
        ['displayName', 'string', { required: true }],
        [
          'members',
          'complex',
          {
            multiValued: true,
            subAttributes: attributes([
              ['value', 'string'],
              ['display', 'string'],
            ]),
          },
        ],
      ]),
    },
  ].map((schema) => ({
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    ...schema,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${schema.id}` },
  }));
  return {
    schemas: [LIST],
    totalResults: list.length,
    startIndex: 1,
    itemsPerPage: list.length,
    Resources: list,
  };
}
