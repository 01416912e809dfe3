import { ErrorMessages } from '@talent/contract/errors';

/** Every failure a service may report, with its HTTP status and a fixed message that reveals nothing internal. */
const codes = {
  validation: { status: 422, message: 'The given data was invalid.' },
  bad_request: { status: 400, message: 'Bad Request' },
  unauthenticated: { status: 401, message: ErrorMessages.unauthenticated },
  forbidden: { status: 403, message: ErrorMessages.forbidden },
  not_found: { status: 404, message: ErrorMessages.notFound },
  method_not_allowed: { status: 405, message: 'Method Not Allowed' },
  conflict: { status: 409, message: 'Conflict' },
  gone: { status: 410, message: 'Gone' },
  payload_too_large: { status: 413, message: 'Content Too Large' },
  unsupported_media_type: { status: 415, message: 'Unsupported Media Type' },
  csrf_mismatch: { status: 419, message: ErrorMessages.csrfMismatch },
  too_many_attempts: { status: 429, message: ErrorMessages.tooManyAttempts },
  bad_gateway: { status: 502, message: 'Bad Gateway' },
  service_unavailable: { status: 503, message: ErrorMessages.serviceUnavailable },
  gateway_timeout: { status: 504, message: 'Gateway Timeout' },
  insufficient_storage: { status: 507, message: 'Insufficient Storage' },
} as const;

export type AppErrorCode = keyof typeof codes;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    readonly options: {
      errors?: FieldErrors;
      retryAfter?: number;
      message?: string;
      /** A 405's `Allow` header: the methods the URL does answer (RFC 9110 requires it). */
      allow?: readonly string[];
      /** Extra fields of the body next to `message` (a 410's deadline, where a 409 points to). */
      details?: Record<string, string | number | boolean | null>;
    } = {},
  ) {
    super(options.message ?? codes[code].message);
    this.name = 'AppError';
    this.status = codes[code].status;
  }

  /** A 422 with Laravel's body, for rules the schema cannot express (taken email, wrong current password). */
  static validation(errors: FieldErrors): AppError {
    return new AppError('validation', { errors });
  }
}

/** Laravel's summary line: the first message, then "(and N more errors)". */
export function validationMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? codes.validation.message;
  const rest = all.length - 1;
  if (rest <= 0) return first;
  return `${first} (and ${rest} more ${rest === 1 ? 'error' : 'errors'})`;
}
