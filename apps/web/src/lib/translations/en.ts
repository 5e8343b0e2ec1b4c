import validation from '@mizan/contracts/texts/validation.en.json';

// English strings: the shared bundles (src/locales/en), each feature's own (its locales/en.json)
// and the contracts' validation texts (a form words its schema's messages with them), merged
// into one namespace. A chunk of its own, fetched only when a page needs it.
const bundles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '../../features/*/locales/en.json'],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(bundles), validation) as Record<string, unknown>;
