// `@mizan/contracts/console`: the console's route table and schemas. Deliberately not exported
// by the package's index, which the public web app imports: no console route name, schema or
// text may reach the public pages (issue 22).
export * from './roles.ts';
export * from './endpoints.ts';
export * from './routes.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/operators.ts';
export * from './schemas/audit.ts';
export * from './schemas/leads.ts';
export * from './schemas/support.ts';
export * from './schemas/images.ts';
export * from './schemas/catalogue.ts';
export * from './schemas/partners.ts';
export * from './schemas/funnel.ts';
export * from './schemas/privacy.ts';
export { CATALOGUE_CALLS, CATALOGUE_EDITORS, type CatalogueCall } from './catalogue-endpoints.ts';
export {
  catalogueCallNames,
  type CatalogueCallNames,
  type CatalogueKindName,
} from './catalogue-routes.ts';
