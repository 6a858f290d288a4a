import type { AddressParts, Contract } from '@kizuna/api-client/contract';
import QRCode from 'qrcode';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import type { VcfCustomItem } from './digitalCardTables.js';
import { contactInfoVcard, loadContactInfo } from './loadContactInfo.js';

async function saveCustom(
  db: Db,
  principal: Principal,
  item: VcfCustomItem,
  useCustom: boolean,
  value: string | AddressParts,
) {
  const row = {
    tenant_id: principal.tenant.id,
    user_id: principal.user.id,
    item,
    use_custom: useCustom,
    value: JSON.stringify(value),
    updated_at: new Date(),
  };
  await db
    .insertInto('vcf_custom_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'user_id', 'item'])
        .doUpdateSet({ use_custom: useCustom, value: row.value, updated_at: row.updated_at }),
    )
    .execute();
}

function fileName(principal: Principal): string {
  return `contact-${principal.user.id}.vcf`;
}

/** The digital business card (contract area `digitalCard`). */
export const digitalCardHandlers: AreaHandlers<Contract['digitalCard']> = {
  async contactInfo({ deps, principal }) {
    return loadContactInfo(deps.db, principal);
  },

  async vcard({ deps, principal, input }) {
    const vcard = contactInfoVcard(await loadContactInfo(deps.db, principal), input.query);
    return {
      fileName: fileName(principal),
      contentType: 'text/vcard; charset=utf-8',
      base64: Buffer.from(vcard, 'utf8').toString('base64'),
    };
  },

  async qrcode({ deps, principal, input }) {
    const vcard = contactInfoVcard(await loadContactInfo(deps.db, principal), input.query);
    // Byte mode in UTF-8, which phone cameras read; level M survives a smudged print.
    const dataUrl = await QRCode.toDataURL(vcard, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return { dataUrl, vcard };
  },

  async getDivisionName({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).divisionName;
  },
  async saveDivisionName({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'divisionName', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).divisionName;
  },
  async getOrgName({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).orgName;
  },
  async saveOrgName({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'orgName', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).orgName;
  },
  async getOrgUrl({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).orgUrl;
  },
  async saveOrgUrl({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'orgUrl', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).orgUrl;
  },
  async getAddress({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).address;
  },
  async saveAddress({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'address', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).address;
  },
};
