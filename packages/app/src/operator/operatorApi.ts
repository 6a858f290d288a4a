import type { FieldError } from '@kizuna/api-client/contract';
import {
  OPERATOR_API_PREFIX,
  OPERATOR_XSRF_COOKIE,
  type AuditPage,
  type CreatedTenant,
  type CreateTenant,
  type Operator,
  type OperatorSignIn,
  type OperatorTenantPage,
  type OperatorTenantRow,
  type SetPlan,
} from '@kizuna/api-client/operator';
import type { TenantFeature } from '@kizuna/api-client/contract';

/** A refused call of the operator API: the status, the error code and the fields concerned. */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(`${status} ${code}`);
  }

  /** The field error of `body.<field>`, if any. */
  field(field: string): FieldError | undefined {
    return this.fieldErrors.find((error) => error.path === `body.${field}`);
  }
}

function xsrfToken(): string {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${OPERATOR_XSRF_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(OPERATOR_XSRF_COOKIE.length + 1)) : '';
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  // The first write of a visit needs the XSRF cookie, which any answer of the API sets.
  if (method !== 'GET' && xsrfToken() === '') await fetch(`${OPERATOR_API_PREFIX}/session`);
  let response: Response;
  try {
    response = await fetch(`${OPERATOR_API_PREFIX}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(method === 'GET' ? {} : { 'X-XSRF-TOKEN': xsrfToken() }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new OperatorApiError(0, 'NETWORK');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as
    (T & { code?: string; fieldErrors?: FieldError[] }) | null;
  if (!response.ok) {
    throw new OperatorApiError(response.status, data?.code ?? 'INTERNAL', data?.fieldErrors ?? []);
  }
  return data as T;
}

export const operatorApi = {
  session: () => call<Operator>('GET', '/session'),
  signIn: (body: OperatorSignIn) => call<Operator>('POST', '/session', body),
  signOut: () => call<void>('DELETE', '/session'),
  tenants: () => call<{ tenants: OperatorTenantRow[] }>('GET', '/tenants'),
  tenant: (id: number) => call<OperatorTenantPage>('GET', `/tenants/${id}`),
  createTenant: (body: CreateTenant) => call<CreatedTenant>('POST', '/tenants', body),
  setFeatures: (id: number, features: TenantFeature[]) =>
    call<OperatorTenantPage>('PUT', `/tenants/${id}/features`, { features }),
  setPlan: (id: number, body: SetPlan) => call<OperatorTenantPage>('PUT', `/tenants/${id}/plan`, body),
  suspend: (id: number) => call<OperatorTenantPage>('POST', `/tenants/${id}/suspend`),
  resume: (id: number) => call<OperatorTenantPage>('POST', `/tenants/${id}/resume`),
  deleteTenant: (id: number, confirmName: string) =>
    call<{ code: string }>('DELETE', `/tenants/${id}`, { confirmName }),
  audit: (page: number, tenant?: string) =>
    call<AuditPage>('GET', `/audit?page=${page}${tenant ? `&tenant=${encodeURIComponent(tenant)}` : ''}`),
  exportUrl: (id: number) => `${OPERATOR_API_PREFIX}/tenants/${id}/export`,
};
