// The numbering plans of the two countries we serve, cut from libphonenumber's mobile metadata
// (192 KB for every country of the world, 1 KB for these two) and committed (run again after an
// upgrade of libphonenumber-js; mobile-number.test.ts fails until you do):
//
//   node apps/web/scripts/phone-metadata.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const OUT = new URL(
  '../src/features/wizard/steps/personal-details/mobile-metadata.json',
  import.meta.url,
);

/** AE (+971) and SA (+966) only: the dial codes the site offers (contracts' DIAL_CODES). */
export function metadataFor(countries) {
  const all = require('libphonenumber-js/metadata.mobile.json');
  const callingCodes = Object.fromEntries(
    Object.entries(all.country_calling_codes)
      .map(([code, regions]) => [code, regions.filter((region) => countries.includes(region))])
      .filter(([, regions]) => regions.length > 0),
  );
  return {
    version: all.version,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(countries.map((country) => [country, all.countries[country]])),
    // Numbers of no country (+800, +882...): none of them is a mobile of ours.
    nonGeographic: {},
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OUT, `${JSON.stringify(metadataFor(['AE', 'SA']))}\n`);
  console.log(`wrote ${OUT.pathname}`);
}
