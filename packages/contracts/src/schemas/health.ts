import { z } from 'zod';

/** GET /api/health: 200 when the service can serve, 503 when its database cannot. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
