import type { Bank } from '@mizan/contracts/console';
import type { Catalogue } from '../../catalogue/index.ts';
import { countryToConsole } from './leads.ts';

/** The catalogue's banks as the console lists them, countries as AE / SA. */
export const consoleBanks = (catalogue: Catalogue): Bank[] =>
  catalogue.banks.map((bank) => ({
    id: bank.id,
    key: bank.key,
    name: { en: bank.name.en, ar: bank.name.ar },
    countries: bank.countries.map(countryToConsole),
  }));
