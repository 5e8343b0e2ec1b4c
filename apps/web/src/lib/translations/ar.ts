// Arabic strings, the same keys as English (src/locales/ar, each feature's locales/ar.json).
// A chunk of its own, fetched only when a page is Arabic.
const bundles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/ar/*.json', '../../features/*/locales/ar.json'],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(bundles)) as Record<string, unknown>;
