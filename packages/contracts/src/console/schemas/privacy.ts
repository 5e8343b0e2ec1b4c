import { z } from 'zod';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES } from '../../constants.ts';
import { DateTimeSchema, PagingSchema } from './common.ts';

// Visitors' data rights in the console (issue 25): the queue of confirmed requests, what is
// exported, what an erasure did, and the retention job's runs.

export const DataRequestListQuerySchema = PagingSchema.extend({
  state: z.enum(['confirmed', 'done']).optional(),
});

/** A request the visitor confirmed: the 30-day clock runs from `confirmedAt` to `dueAt`. */
export const DataRequestItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DATA_REQUEST_KINDS),
  state: z.enum(DATA_REQUEST_STATES),
  requestedAt: DateTimeSchema,
  confirmedAt: DateTimeSchema.nullable(),
  dueAt: DateTimeSchema.nullable(),
  /** The address asked about; null once the person's data is erased or the request is done. */
  email: z.string().nullable(),
  exportedAt: DateTimeSchema.nullable(),
  erasedAt: DateTimeSchema.nullable(),
  doneAt: DateTimeSchema.nullable(),
});
export type DataRequestItem = z.infer<typeof DataRequestItemSchema>;
export const DataRequestPageSchema = z.object({
  items: z.array(DataRequestItemSchema),
  total: z.number().int(),
});
export const DataRequestIdParamsSchema = z.object({ requestId: z.uuid() });

export const CompleteDataRequestSchema = z.strictObject({
  note: z.string().trim().min(1).max(2000),
});

/** How many rows an erasure emptied, per kind: what happened, never what was erased. */
export const ErasureCountsSchema = z.object({
  customers: z.number().int(),
  applications: z.number().int(),
  supportRequests: z.number().int(),
  emails: z.number().int(),
  deliveries: z.number().int(),
  /** Banks sent an application.erased delivery. */
  banksTold: z.number().int(),
});
export type ErasureCounts = z.infer<typeof ErasureCountsSchema>;
export const ErasureSchema = z.object({
  request: DataRequestItemSchema,
  erased: ErasureCountsSchema,
});

/**
 * Everything held about one address, as the export's JSON file carries it. Loose on purpose
 * inside each record: it is a copy of the rows for the person to read, not an API to build on.
 */
export const PersonalDataExportSchema = z.object({
  email: z.string(),
  exportedAt: DateTimeSchema,
  customers: z.array(z.record(z.string(), z.unknown())),
  applications: z.array(z.record(z.string(), z.unknown())),
  supportRequests: z.array(z.record(z.string(), z.unknown())),
  emails: z.array(z.record(z.string(), z.unknown())),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;

export const RETENTION_TRIGGERS = ['schedule', 'command'] as const;
export const RetentionRunSchema = z.object({
  id: z.uuid(),
  startedAt: DateTimeSchema,
  finishedAt: DateTimeSchema.nullable(),
  trigger: z.enum(RETENTION_TRIGGERS),
  /** Rows created before this were erased. */
  cutoff: DateTimeSchema,
  applications: z.number().int(),
  supportRequests: z.number().int(),
});
export type RetentionRun = z.infer<typeof RetentionRunSchema>;
export const RetentionRunPageSchema = z.object({
  items: z.array(RetentionRunSchema),
  total: z.number().int(),
});
