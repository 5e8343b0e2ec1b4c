import { z } from 'zod';
import { DateTimeSchema, DayFilterSchema } from './common.ts';

export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z.object({
  action: z.string().trim().min(1).max(64).optional(),
  /** The acting operator's id. */
  operator: z.uuid().optional(),
  from: DayFilterSchema,
  to: DayFilterSchema,
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const AuditEntrySchema = z.object({
  at: DateTimeSchema,
  /** Who acted: the operator (id null when the email tried to sign in is nobody's). */
  actor: z.object({ id: z.uuid().nullable(), email: z.string().nullable() }),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int().min(0),
});
