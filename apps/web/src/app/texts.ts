import type app from '../locales/en/app.json';
import type common from '../locales/en/common.json';
import type header from '../locales/en/header.json';
import type privacy from '../locales/en/privacy.json';
import type shared from '../locales/en/shared.json';
import type congratulations from '../features/congratulations/locales/en.json';
import type consent from '../features/consent/locales/en.json';
import type country from '../features/country/locales/en.json';
import type howWeRank from '../features/how-we-rank/locales/en.json';
import type support from '../features/support/locales/en.json';
import type terms from '../features/terms/locales/en.json';
import type wizard from '../features/wizard/locales/en.json';
import type withdrawal from '../features/withdrawal/locales/en.json';
import type yourData from '../features/your-data/locales/en.json';
import type validation from '@mizan/contracts/texts/validation.en.json';

// The type of every English text, read from the JSON files themselves (lib/i18n.ts derives the
// keys t() and <Trans> accept from it). The app puts the features together, so their bundles
// meet here, with the contracts' validation texts (a schema's message is one of their keys); a
// bundle left out of this list has keys that fail to compile where used, and
// locales/keys.test.ts names it.
type EnglishBundles = typeof app &
  typeof common &
  typeof header &
  typeof privacy &
  typeof shared &
  typeof congratulations &
  typeof consent &
  typeof country &
  typeof howWeRank &
  typeof support &
  typeof terms &
  typeof wizard &
  typeof withdrawal &
  typeof yourData &
  typeof validation;

declare module '../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into lib/i18n.ts's Texts
  interface Texts extends EnglishBundles {}
}
