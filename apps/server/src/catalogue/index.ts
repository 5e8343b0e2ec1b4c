// The catalogue's one owner: it reads the catalogue tables into an in-memory snapshot (load.ts,
// snapshot.ts), checks every product's facts by their schema when it writes them and again when
// it reads them (facts.ts), keeps the snapshot and reloads it when the tables change (store.ts),
// and writes the demo catalogue (sync.ts), refusing to overwrite console edits unless told to
// (seed-*.ts). The console's editor writes the rows (editor/), and a bank's delivery settings,
// kept on its row, are read and written in bank-delivery.ts; names.ts reads the words a visitor
// saw for the catalogue's ids (a copy of someone's data). The rest of the server imports from
// here: lint (eslint/zones.js) keeps every other folder off the catalogue tables.
export type {
  Catalogue,
  CatalogueBanner,
  CatalogueFeature,
  CatalogueOption,
  CatalogueProduct,
  CatalogueQuestion,
} from './snapshot.ts';
export { CATALOGUE_CHANNEL, CatalogueStore } from './store.ts';
export { factsToStore, InvalidStoredFacts } from './facts.ts';
export { seedIfEmpty, syncCatalogue, type SeedOutcome } from './sync.ts';
export type { EditedItem, SeedCounts } from './seed-changes.ts';
export { runSeedCommand } from './seed-command.ts';
export * from './editor/index.ts';
export {
  catalogueNames,
  type CatalogueName,
  type CatalogueNames,
  type ProductName,
} from './names.ts';
export {
  bankFileKeys,
  bankOfProduct,
  bankSecretColumns,
  bankSecretsByKey,
  firstProductOf,
  readBankDelivery,
  readBankForSending,
  receivingBanks,
  SEALED_BANK_COLUMNS,
  setBankDelivery,
  setBankSecret,
  type BankDeliveryRow,
  type DeliveryMethod,
} from './bank-delivery.ts';
