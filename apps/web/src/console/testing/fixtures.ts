// Records the console's pages share in their tests, as the API answers them: one copy each, so
// that a change of the contract is made once here.

/** A support operator, set up and active. */
export const LAYLA = {
  id: '3f6c2a50-1111-4000-8000-000000000002',
  email: 'layla@mizan.example',
  role: 'support',
  setUp: true,
  disabled: false,
  createdAt: '2026-11-02T08:00:00Z',
};

/** A bank of the catalogue as the banks list answers it, receiving nothing yet. */
export const BANK = {
  id: 3,
  version: 1,
  key: 'emirates-example-bank',
  name: { en: 'Emirates Example Bank', ar: 'بنك الإمارات' },
  country: 'AE',
  websiteUrl: 'https://bank.example',
  active: true,
  countries: ['AE'],
  delivery: { method: 'none', url: null },
};

/** Another bank of the banks list, like BANK but with its own id, key, name and country. */
export const listedBank = (
  id: number,
  key: string,
  name: { en: string; ar: string },
  country: 'AE' | 'SA',
) => ({
  ...BANK,
  id,
  key,
  name,
  country,
  websiteUrl: `https://${key}.example`,
  countries: [country],
});
