import { defineEndpoint } from '../endpoint';
import { AnpiQuakeSettingsBodySchema, AnpiQuakeSettingsSchema } from '../schemas/anpiQuakeSchemas';

/** ADMIN_ANPI with the tenant's safety confirmation feature. */
const anpiAdmin = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_ANPI' },
    { kind: 'feature', feature: 'ANPI' },
  ],
} as const;

/**
 * The automatic start of a safety check from the Japan Meteorological Agency's earthquake
 * information (震度速報 and 震源・震度に関する情報). Off until the administrator turns it on;
 * then the first report of an earthquake at or above the threshold in one of the prefectures
 * starts a real check for the whole company, once per earthquake.
 */
export const anpiQuakeAdminEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/anpi/quake/settings',
    summary: 'The tenant’s automatic start settings and the latest checks it started',
    response: AnpiQuakeSettingsSchema,
    capability: anpiAdmin,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/admin/anpi/quake/settings',
    summary: 'Turn the automatic start on or off, with its intensity threshold and prefectures',
    body: AnpiQuakeSettingsBodySchema,
    response: AnpiQuakeSettingsSchema,
    capability: anpiAdmin,
  }),
};
