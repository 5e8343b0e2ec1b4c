import { z } from 'zod';
import { OperatorRoleSchema } from './auth.ts';
import { DateTimeSchema, EmailSchema } from './common.ts';

export const OperatorIdParamsSchema = z.object({ operatorId: z.uuid() });

export const OperatorSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: OperatorRoleSchema,
  /** Whether the operator has finished set-up (password and authenticator). */
  setUp: z.boolean(),
  disabled: z.boolean(),
  createdAt: DateTimeSchema,
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorListSchema = z.object({ items: z.array(OperatorSchema) });

export const AddOperatorRequestSchema = z.object({ email: EmailSchema, role: OperatorRoleSchema });
export const SetUpLinkSchema = z.object({
  /** `<PUBLIC_URL>/console/setup?token=...`, valid 24 hours, shown once. */
  setupUrl: z.string(),
});

export const UpdateOperatorRequestSchema = z
  .object({ role: OperatorRoleSchema.optional(), disabled: z.boolean().optional() })
  .strict();
