import { z } from 'zod';

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** A file name under /api/images/public/banner/. */
  imageUrl: z.string(),
  routingUrl: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
