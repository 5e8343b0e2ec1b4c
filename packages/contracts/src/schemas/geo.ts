import { z } from 'zod';

/**
 * A lower-case ISO 3166 code, or 'unknown' for private, loopback and unlisted addresses; the
 * client keeps only ae or sa and falls back to ae otherwise (SPEC section 2).
 */
export const GeoLookupSchema = z.object({ countryCode: z.string() });
export type GeoLookup = z.infer<typeof GeoLookupSchema>;
