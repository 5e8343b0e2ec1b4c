// The mobile numbering plans of the two countries we serve, cut from libphonenumber's mobile
// metadata (192 KB for every country of the world; a few hundred bytes for these two) and
// committed (run again after an upgrade of libphonenumber-js; mobile-number.test.ts fails until
// you do):
//
//   node apps/web/scripts/phone-metadata.mjs
//
// The site only asks whether a number is a mobile of its country, so it checks these plans
// itself (mobile-number.ts) instead of shipping the library's parser (19 KB compressed).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const OUT = new URL(
  '../src/features/wizard/steps/personal-details/mobile-plans.json',
  import.meta.url,
);

/**
 * For each country: its calling code, international prefix, national (trunk) prefix, and the
 * pattern and lengths of its mobile numbers. Positions in libphonenumber's compressed metadata
 * (libphonenumber-js/metadata.mobile.json, "version": 4): 0 calling code, 1 international
 * prefix, 5 national prefix, last the number types, of which the mobile metadata holds only
 * mobile (index 1 of the types: [pattern, possible lengths]).
 */
export function plansFor(countries) {
  const all = require('libphonenumber-js/metadata.mobile.json');
  if (all.version !== 4) throw new Error(`libphonenumber metadata version ${all.version}, not 4`);
  return Object.fromEntries(
    countries.map((country) => {
      const entry = all.countries[country];
      const [pattern, lengths] = entry.at(-1)[1];
      return [
        entry[0],
        {
          country,
          internationalPrefix: entry[1],
          nationalPrefix: entry[5],
          mobilePattern: pattern,
          mobileLengths: lengths,
        },
      ];
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OUT, `${JSON.stringify(plansFor(['AE', 'SA']), null, 2)}\n`);
  console.log(`wrote ${OUT.pathname}`);
}
