import { ProblemDetailsSchema } from '@mizan/contracts';

/** Documents (and serializes) the problem-details answers every route can give. */
export const problemResponses = {
  '4xx': ProblemDetailsSchema,
  '5xx': ProblemDetailsSchema,
};
