// The catalogue's one owner: it reads the catalogue tables into an in-memory snapshot (load.ts,
// snapshot.ts), checks every product's facts by their schema when it writes them and again when
// it reads them (facts.ts), keeps the snapshot and reloads it when the tables change (store.ts),
// and writes the demo catalogue (sync.ts), refusing to overwrite console edits unless told to
// (seed-*.ts). The console's editor writes the rows (editor/), and a bank's delivery settings,
// kept on its row, are read and written in bank-delivery.ts. The rest of the server imports from
// here: lint (eslint/zones.js) keeps every other folder off the catalogue tables, but for the two
// files it names in `unless` until they are split (issue 33).
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
  bankFileKeys,
  bankOfProduct,
  bankSecretColumns,
  bankSecretsByKey,
  firstProductOf,
  readBankDelivery,
  receivingBanks,
  SEALED_BANK_COLUMNS,
  setBankDelivery,
  setBankSecret,
  type BankDeliveryRow,
  type DeliveryMethod,
} from './bank-delivery.ts';
