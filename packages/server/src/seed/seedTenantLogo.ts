import sharp from 'sharp';
import type { Db } from '../db/createDatabase.js';
import { putTenantLogo } from '../modules/tenants/index.js';

/** Two linked rings on an indigo square: drawn here so no image file ships with the code. */
const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="20" fill="#3949ab"/>
<circle cx="37" cy="48" r="19" fill="none" stroke="#fff" stroke-width="8"/>
<circle cx="59" cy="48" r="19" fill="none" stroke="#c5cae9" stroke-width="8"/>
</svg>`;

/** Gives the demo tenant a logo, as an administrator's upload would. */
export async function seedTenantLogo(db: Db, tenantId: number, now: Date): Promise<void> {
  const png = await sharp(Buffer.from(DEMO_LOGO_SVG)).png().toBuffer();
  await putTenantLogo(db, tenantId, { image: new Uint8Array(png), contentType: 'image/png' }, now);
}
