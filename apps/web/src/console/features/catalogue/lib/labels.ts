import { splitPath, type Path } from './paths.ts';

// Readable names of the fields, for the labels, the error summary and the lists of changes. A key
// with no entry here is written out from its camel case ("waivedFromYearlySpend": "Waived from
// yearly spend").

const LABELS: Record<string, string> = {
  key: 'Key',
  en: 'English',
  ar: 'Arabic',
  apr: 'APR',
  routingUrl: 'Application address (https)',
  websiteUrl: 'Website (https)',
  bankId: 'Bank',
  groupId: 'Feature group',
  featureIds: 'Features',
  productType: 'Type',
  sortOrder: 'Order',
  minAmount: 'Smallest amount lent',
  incentive: 'Our bonus (in the country’s currency)',
  instantIssuance: 'Instant issuance',
  annualFee: 'Annual fee',
  firstYear: 'First year',
  laterYears: 'Later years',
  waiver: 'How the fee is waived',
  waivedFromYearlySpend: 'Waived from a yearly spend of',
  monthlyRate: 'Monthly rate (%)',
  foreignCurrencyFee: 'Foreign currency fee (%)',
  minMonthlySalary: 'Minimum monthly salary',
  salaryTransferRequired: 'Salary transfer required',
  islamic: 'Islamic (Sharia compliant)',
  earnRates: 'Earn rates',
  summary: 'Summary',
  categories: 'Per category',
  percent: 'Percent',
  monthlyCap: 'Monthly cap',
  minMonthlySpend: 'Minimum monthly spend',
  welcomeOffer: 'Welcome offer',
  loungeAccess: 'Lounge access',
  rateType: 'Rate type',
  rate: 'Rate (% a year)',
  processingFee: 'Processing fee',
  earlySettlementFee: 'Early settlement fee',
  maxAmount: 'Maximum amount',
  maxTenureMonths: 'Maximum tenure (months)',
  note: 'Note',
  min: 'Lowest',
  max: 'Highest',
  source: 'Source',
  url: 'Source address',
  checkedOn: 'Checked on',
  hardStop: 'Hard stop',
  points: 'Points',
  value: 'Value',
  text: 'Text',
  options: 'Options',
  topic: 'Topic',
  code: 'Code',
  image: 'Image',
  facts: 'Facts',
  active: 'Active',
  country: 'Country',
};

export function keyLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field's name in full, "Facts › Annual fee › Later years": a fact's `value` step is left out
 * (the fact is its value), an option is numbered from 1.
 */
export function pathLabel(path: Path): string {
  const parts = splitPath(path);
  const words: string[] = [];
  parts.forEach((part, index) => {
    if (part === 'value' && parts[index - 2] === 'facts') return;
    if (/^\d+$/.test(part)) {
      words.push(`${parts[index - 1] === 'options' ? 'Option' : 'Item'} ${Number(part) + 1}`);
      return;
    }
    words.push(keyLabel(part));
  });
  return words.join(' › ') || 'The whole item';
}
