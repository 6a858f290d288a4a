import type { OcrType, OcrUsers } from '@kizuna/api-client/contract';
import type { Principal } from './loadPrincipal.js';

/** Each OCR type: the tenant feature it needs, the virtual role that grants it, who may use it. */
const OCR_TYPE_RULES: readonly {
  type: OcrType;
  feature: string;
  role: string;
  users: (principal: Principal) => OcrUsers;
}[] = [
  {
    type: 'MACHINE',
    feature: 'OCR_MACHINE',
    role: 'USER_OCR_TYPES_MACHINE',
    users: (principal) => principal.tenant.ocr_machine_users,
  },
  {
    type: 'REGOLITH',
    feature: 'OCR_REGOLITH',
    role: 'USER_OCR_TYPES_REGOLITH',
    users: (principal) => principal.tenant.ocr_regolith_users,
  },
];

/**
 * The OCR types the person may use (`/principal/ocrSettings`): those the tenant has, given to
 * everyone by the company settings, or to the people with the type's virtual role.
 */
export function principalOcrTypes(principal: Principal): OcrType[] {
  return OCR_TYPE_RULES.filter(({ feature, role, users }) => {
    if (!principal.tenantFeatures.includes(feature)) return false;
    const who = users(principal);
    return who === 'EVERYONE' || (who === 'GRANTED' && principal.userVirtualRoles.includes(role));
  }).map(({ type }) => type);
}

/**
 * Whether the person may export a folder of this kind (`/principal/company/exContactsExportSettings`):
 * the company settings' switch for the kind, never while the tenant inhibits copying.
 */
export function canExportContacts(principal: Principal, kind: 'COMMON' | 'PERSONAL'): boolean {
  const { tenant } = principal;
  if (tenant.copy_inhibit) return false;
  return kind === 'COMMON' ? tenant.contact_export_common : tenant.contact_export_personal;
}
