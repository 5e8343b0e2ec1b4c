import { CURRENCIES, DEFAULT_CURRENCY } from '../constants.ts';

/** SPEC section 4: sa gives SAR, pk gives PKR, anything else gives AED. */
export function currencyFor(country: string | null | undefined): string {
  if (country === 'sa' || country === 'pk') return CURRENCIES[country];
  return DEFAULT_CURRENCY;
}

/** "AED 120,000": amounts are shown as whole units with grouping, currency code first. */
export function formatMoney(amount: number, country: string | null | undefined): string {
  const whole = Math.round(amount).toLocaleString('en-US');
  return `${currencyFor(country)} ${whole}`;
}
