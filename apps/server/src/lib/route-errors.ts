import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';

/** The fixed error bodies every JSON route may answer, for `response` in route schemas. */
export const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
} as const;
