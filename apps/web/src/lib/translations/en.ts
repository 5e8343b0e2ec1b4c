// English strings: the shared bundles (src/locales/en) and each feature's own (its locales/en.json),
// merged into one namespace. A chunk of its own, fetched only when a page needs it.
const bundles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '../../features/*/locales/en.json'],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(bundles)) as Record<string, unknown>;
