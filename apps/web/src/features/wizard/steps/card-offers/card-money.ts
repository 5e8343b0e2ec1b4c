import { CURRENCIES, type Language } from '@mizan/contracts';
import type { Format } from '../../../../lib/format.ts';

/**
 * An amount in the card's own currency, in the page's language ("AED 500", "500 د.إ."): the
 * contracts format money by country, so the currency is taken back to its country.
 */
export function cardMoney(format: Format, amount: number, currency: string): string {
  const country = Object.entries(CURRENCIES).find(([, code]) => code === currency)?.[0];
  return format.money(amount, country);
}

/**
 * The same for an amount that may be negative (a card can cost more than it earns): English puts
 * the sign before the currency ("−AED 315", not "AED -315"); Arabic keeps what Intl writes, with
 * the direction marks that hold the sign to its number in a right-to-left line.
 */
export function signedCardMoney(
  format: Format,
  language: Language,
  amount: number,
  currency: string,
): string {
  if (Math.round(amount) >= 0) return cardMoney(format, Math.max(0, amount), currency);
  if (language === 'ar') return cardMoney(format, amount, currency);
  return `\u2212${cardMoney(format, -amount, currency)}`;
}
