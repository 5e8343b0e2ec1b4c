import { DEFAULT_PROMO_CODE } from '../constants.ts';

/** "<merchant>-<locationId>-<name>", e.g. 1-1-other. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{1,20}-[0-9]{1,9}-[A-Za-z0-9_]{1,40}$/;

/** SPEC section 3: the second dash-separated part of a promo code is the location id. */
export function locationIdFromPromoCode(promoCode: string): number | null {
  if (!PROMO_CODE_PATTERN.test(promoCode)) return null;
  const id = Number(promoCode.split('-')[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** SPEC section 5: an empty promo code is replaced by the default one. */
export function promoCodeOrDefault(promoCode: string | null | undefined): string {
  const trimmed = promoCode?.trim() ?? '';
  return trimmed === '' ? DEFAULT_PROMO_CODE : trimmed;
}

/**
 * The location an application is made from: the promo code's, or the default promo code's when
 * the code names none (SPEC section 3: the second dash-separated part is the location id).
 */
export const applicationLocationId = (promoCode: string): number =>
  locationIdFromPromoCode(promoCode) ?? locationIdFromPromoCode(DEFAULT_PROMO_CODE)!;
