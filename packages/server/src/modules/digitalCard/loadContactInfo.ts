import type {
  AddressParts,
  ContactInfo,
  QrCodeQuery,
  VcardPhoneLink,
  VcardQuery,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { formatVcard, splitName } from '../contactImport/index.js';
import type { Principal } from '../principal/index.js';
import type { VcfCustomItem } from './digitalCardTables.js';
import { selectTenantRows } from '../../db/tenantRows.js';

const EMPTY_ADDRESS: AddressParts = { zipcode: '', address1: '', address2: '' };

export function isAddressParts(value: unknown): value is AddressParts {
  const parts = value as Partial<AddressParts> | null;
  return (
    typeof parts === 'object' &&
    parts !== null &&
    typeof parts.zipcode === 'string' &&
    typeof parts.address1 === 'string' &&
    typeof parts.address2 === 'string'
  );
}

/** The user's own values of the card, by item. */
export async function loadCustomSettings(db: Db, tenantId: number, userId: number) {
  const rows = await selectTenantRows(db, 'vcf_custom_settings', tenantId)
    .select(['item', 'use_custom', 'value'])
    .where('user_id', '=', userId)
    .execute();
  return new Map<VcfCustomItem, { useCustom: boolean; value: unknown }>(
    rows.map((row) => [row.item, { useCustom: row.use_custom, value: row.value }]),
  );
}

/**
 * The card of the signed-in user from the directory: their names, phones and e-mails, their
 * first two divisions, and the organisation's name, address and URL, each of the last four
 * with the user's own value when they set one.
 */
export async function loadContactInfo(db: Db, principal: Principal): Promise<ContactInfo> {
  const tenantId = principal.tenant.id;
  const userId = principal.user.id;
  const [user, divisions, custom] = await Promise.all([
    selectTenantRows(db, 'users', tenantId, userId)
      .select([
        'fullname',
        'fullname_kana',
        'fullname_alphabet',
        'email',
        'email2',
        'phone_num',
        'mobile_num',
        'company_mobile_num',
        'personal_mobile_num',
        'position',
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user_divisions as ud')
      .innerJoin('divisions as d', (join) =>
        join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
      )
      .select(['d.name', 'd.phone_num'])
      .where('ud.tenant_id', '=', tenantId)
      .where('ud.user_id', '=', userId)
      .orderBy('ud.is_primary', 'desc')
      .orderBy('ud.sort')
      .orderBy('d.id')
      .execute(),
    loadCustomSettings(db, tenantId, userId),
  ]);
  const tenant = principal.tenant;
  const text = (item: Exclude<VcfCustomItem, 'address'>, fallback: string) => {
    const setting = custom.get(item);
    return {
      default: fallback,
      custom: typeof setting?.value === 'string' ? setting.value : '',
      useCustom: setting?.useCustom ?? false,
    };
  };
  const addressSetting = custom.get('address');
  const phones: Record<VcardPhoneLink, string> = {
    ORG_PHONE: tenant.organization_phone ?? '',
    COMPANY_MOBILE: user.company_mobile_num ?? '',
    PERSONAL_MOBILE: user.personal_mobile_num ?? '',
    PHONE: user.phone_num ?? '',
    MOBILE: user.mobile_num ?? '',
    DIVISION_PHONE: divisions[0]?.phone_num ?? '',
  };
  return {
    fullname: user.fullname,
    fullnameKana: user.fullname_kana,
    fullnameAlphabet: user.fullname_alphabet,
    tellWork: phones.PHONE,
    tellCell: phones.MOBILE,
    tellOther: phones.ORG_PHONE,
    // The directory keeps no fax number for people.
    tellFax: '',
    emailWork: user.email ?? '',
    emailOther: user.email2 ?? '',
    division1: divisions[0]?.name ?? '',
    division2: divisions[1]?.name ?? '',
    position: user.position ?? '',
    divisionName: text('divisionName', divisions[0]?.name ?? ''),
    orgName: text('orgName', tenant.organization_name ?? tenant.name),
    orgUrl: text('orgUrl', tenant.organization_url ?? ''),
    address: {
      default: { ...EMPTY_ADDRESS, address1: tenant.organization_address ?? '' },
      custom: isAddressParts(addressSetting?.value) ? addressSetting.value : EMPTY_ADDRESS,
      useCustom: addressSetting?.useCustom ?? false,
    },
    phones,
  };
}

function shown<T>(item: { default: T; custom: T; useCustom: boolean }): T {
  return item.useCustom ? item.custom : item.default;
}

/** The card as a vCard (3.0 unless asked): only the asked fields, each phone from the source it links to. */
export function contactInfoVcard(
  info: ContactInfo,
  query: QrCodeQuery & Partial<Pick<VcardQuery, 'version'>>,
): string {
  const fields = new Set(query.fields ?? []);
  const all = query.fields === undefined;
  const has = (field: string) => all || fields.has(field as never);
  const address = shown(info.address);
  const reading = has('fullnameKana') && info.fullnameKana ? splitName(info.fullnameKana) : undefined;
  return formatVcard(
    {
      fullname: info.fullname,
      ...(reading ? { reading } : {}),
      org: [has('orgName') ? shown(info.orgName) : '', has('divisionName') ? shown(info.divisionName) : ''],
      ...(has('position') ? { title: info.position } : {}),
      tels: [
        { types: ['WORK', 'VOICE'], value: has('tellWork') ? info.phones[query.tellWork] : '' },
        { types: ['CELL'], value: has('tellCell') ? info.phones[query.tellCell] : '' },
        { types: ['VOICE'], value: has('tellOther') ? info.phones[query.tellOther] : '' },
        { types: ['WORK', 'FAX'], value: has('tellFax') ? info.tellFax : '' },
      ],
      emails: [
        { types: ['WORK', 'PREF'], value: has('emailWork') ? info.emailWork : '' },
        { types: ['HOME'], value: has('emailOther') ? info.emailOther : '' },
      ],
      ...(has('address')
        ? {
            address: {
              types: ['WORK'],
              parts: ['', address.address2, address.address1, '', '', address.zipcode, ''],
            },
          }
        : {}),
      urls: has('orgUrl') ? [shown(info.orgUrl)] : [],
      extra: has('fullnameAlphabet') ? [['X-KIZUNA-FULLNAME-ALPHABET', info.fullnameAlphabet]] : [],
    },
    query.version,
  );
}
