import type { SeedOrganization } from '../catalogue-types.ts';

// The banks behind the demo catalogue. A bank that operates in both countries is two
// organizations (one per country), each pointing at that country's home page.
export const organizations: SeedOrganization[] = [
  // UAE
  { key: 'mashreq', name: 'Mashreq', country: 'ae', websiteUrl: 'https://www.mashreq.com/' },
  {
    key: 'fab',
    name: 'First Abu Dhabi Bank (FAB)',
    country: 'ae',
    websiteUrl: 'https://www.bankfab.com/en-ae',
  },
  {
    key: 'adcb',
    name: 'Abu Dhabi Commercial Bank (ADCB)',
    country: 'ae',
    websiteUrl: 'https://www.adcb.com/',
  },
  {
    key: 'adib',
    name: 'Abu Dhabi Islamic Bank (ADIB)',
    country: 'ae',
    websiteUrl: 'https://www.adib.ae/',
  },
  {
    key: 'emirates-islamic',
    name: 'Emirates Islamic',
    country: 'ae',
    websiteUrl: 'https://www.emiratesislamic.ae/',
  },
  {
    key: 'emirates-nbd',
    name: 'Emirates NBD',
    country: 'ae',
    websiteUrl: 'https://www.emiratesnbd.com/',
  },
  { key: 'citibank-uae', name: 'Citibank', country: 'ae', websiteUrl: 'https://www.citibank.ae/' },
  { key: 'rakbank', name: 'RAKBANK', country: 'ae', websiteUrl: 'https://www.rakbank.ae/' },
  {
    key: 'dib',
    name: 'Dubai Islamic Bank (DIB)',
    country: 'ae',
    websiteUrl: 'https://www.dib.ae/',
  },
  { key: 'hsbc-uae', name: 'HSBC', country: 'ae', websiteUrl: 'https://www.hsbc.ae/' },
  {
    key: 'arab-bank-uae',
    name: 'Arab Bank',
    country: 'ae',
    websiteUrl: 'https://www.arabbank.ae/',
  },

  // KSA
  {
    key: 'al-rajhi',
    name: 'Al Rajhi Bank',
    country: 'sa',
    websiteUrl: 'https://www.alrajhibank.com.sa/',
  },
  {
    key: 'snb',
    name: 'Saudi National Bank (SNB)',
    country: 'sa',
    websiteUrl: 'https://www.alahli.com/',
  },
  {
    key: 'riyad-bank',
    name: 'Riyad Bank',
    country: 'sa',
    websiteUrl: 'https://www.riyadbank.com/',
  },
  {
    key: 'saib',
    name: 'Saudi Investment Bank (SAIB)',
    country: 'sa',
    websiteUrl: 'https://www.saib.com.sa/',
  },
  {
    key: 'emirates-nbd-ksa',
    name: 'Emirates NBD',
    country: 'sa',
    websiteUrl: 'https://www.emiratesnbd.com.sa/',
  },
  { key: 'bsf', name: 'Banque Saudi Fransi', country: 'sa', websiteUrl: 'https://bsf.sa/' },
  { key: 'sab', name: 'Saudi Awwal Bank (SAB)', country: 'sa', websiteUrl: 'https://www.sab.com/' },
  {
    key: 'anb',
    name: 'Arab National Bank (anb)',
    country: 'sa',
    websiteUrl: 'https://www.anb.com.sa/',
  },
];
