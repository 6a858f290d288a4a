// Writes the Japanese part of libphonenumber-js's smallest metadata (`metadata.min.json`) to
// src/shared/phoneMetadata.jp.json: the app formats Japanese numbers only, and the whole file
// would add about 19 kB (gzip) to every page. Run after upgrading libphonenumber-js:
//   pnpm --filter @kizuna/app phone-metadata
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const full = require('libphonenumber-js/metadata.min.json');

/** The metadata of the countries of `codes`: the shape libphonenumber-js/core takes. */
export function metadataFor(metadata, codes) {
  const callingCodes = Object.fromEntries(
    Object.entries(metadata.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((c) => codes.includes(c))])
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(codes.map((code) => [code, metadata.countries[code]]));
  return { version: metadata.version, country_calling_codes: callingCodes, countries };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../src/shared/phoneMetadata.jp.json', import.meta.url);
  await writeFile(target, `${JSON.stringify(metadataFor(full, ['JP']))}\n`);
}
