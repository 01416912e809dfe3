/**
 * The fixed error messages (they reveal nothing internal), shared so the web can recognise them. Apart from
 * errors.ts and free of zod, so the web app's entry bundle can read them without carrying zod (errors.ts
 * re-exports them for everyone else).
 */
export const ErrorMessages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not Found',
  csrfMismatch: 'CSRF token mismatch.',
  tooManyAttempts: 'Too Many Attempts.',
  serverError: 'Server Error',
  serviceUnavailable: 'Service Unavailable',
} as const;
