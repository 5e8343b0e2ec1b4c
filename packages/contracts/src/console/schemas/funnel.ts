import { z } from 'zod';
import { FUNNEL_MAX_DAYS, FUNNEL_STEPS, type FunnelStep } from '../../constants.ts';
import { message } from '../../texts/validation.ts';
import { CountryFilterSchema, ProductTypeFilterSchema } from './common.ts';

const DaySchema = z.iso.date().refine((day) => day >= '2000-01-01' && day <= '2099-12-31', {
  error: message('validation.dayInRange'),
});

/** How many days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function funnelDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * The funnel's filters (issue 25): whole calendar days, each in its country's time zone
 * (FUNNEL_TIME_ZONES), both ends included. With a product type, `customer_created` (which has
 * none) is left out.
 */
export const FunnelQuerySchema = z
  .object({
    from: DaySchema,
    to: DaySchema,
    country: CountryFilterSchema,
    productType: ProductTypeFilterSchema,
  })
  // 'YYYY-MM-DD' strings compare as the days they are.
  .refine((query) => query.from <= query.to, {
    error: message('validation.funnel.fromAfterTo'),
    path: ['from'],
  })
  .refine((query) => query.from > query.to || funnelDays(query.from, query.to) <= FUNNEL_MAX_DAYS, {
    error: message('validation.funnel.tooManyDays'),
    path: ['to'],
  });
export type FunnelQuery = z.input<typeof FunnelQuerySchema>;

export const FunnelStepSchema = z.enum(FUNNEL_STEPS);
export const FunnelStepCountSchema = z.object({ step: FunnelStepSchema, count: z.number().int() });
export type FunnelStepCount = z.infer<typeof FunnelStepCountSchema>;

/** Every step in FUNNEL_STEPS order (zero included), and the same for each day of the range. */
export const FunnelSchema = z.object({
  steps: z.array(FunnelStepCountSchema),
  days: z.array(z.object({ day: z.iso.date(), steps: z.array(FunnelStepCountSchema) })),
});
export type Funnel = z.infer<typeof FunnelSchema>;

/**
 * The step each step is a conversion from: the path a visitor takes. `ineligible` branches off
 * `screening_saved` as `eligible` does, and a withdrawal follows a submission.
 */
export const FUNNEL_PREVIOUS_STEP: Readonly<Record<FunnelStep, FunnelStep | null>> = {
  customer_created: null,
  application_created: 'customer_created',
  screening_saved: 'application_created',
  eligible: 'screening_saved',
  ineligible: 'screening_saved',
  recommendations_shown: 'eligible',
  product_chosen: 'recommendations_shown',
  submitted: 'product_chosen',
  delivered: 'submitted',
  approved: 'delivered',
  withdrawn: 'submitted',
};

export interface FunnelStepRates extends FunnelStepCount {
  /** Percent of the step before (FUNNEL_PREVIOUS_STEP); null when there is none or it is 0. */
  fromPrevious: number | null;
  /** Percent of the first step listed; null for the first itself or when it is 0. */
  fromFirst: number | null;
}

const percent = (count: number, of: number | undefined) =>
  of === undefined || of === 0 ? null : Math.round((1000 * count) / of) / 10;

/** Each step's conversions, in percent to one decimal, as the console shows and exports them. */
export function funnelRates(steps: readonly FunnelStepCount[]): FunnelStepRates[] {
  const counts = new Map(steps.map((s) => [s.step, s.count]));
  const first = steps[0];
  return steps.map((s) => {
    const previous = FUNNEL_PREVIOUS_STEP[s.step];
    return {
      ...s,
      fromPrevious: previous === null ? null : percent(s.count, counts.get(previous)),
      fromFirst: s === first ? null : percent(s.count, first?.count),
    };
  });
}
