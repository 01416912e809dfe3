import { z } from 'zod';

/** Laravel's validation error body: the first message (with a count of the rest) and every field's messages. */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** Every other error body. `request_id` is present on masked 500s so support can find the log line. */
export const ErrorSchema = z.object({
  message: z.string(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

export { ErrorMessages } from './error-messages.ts';
