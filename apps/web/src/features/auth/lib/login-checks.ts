import { LoginResponseSchema, LoginSchema, type Login, type LoginResponse } from '@talent/contract/auth';

/*
 * The contract's login schemas, in their own chunk: the login page renders without zod (a guest's first download
 * stays small) and loads this while the visitor types (use-login-form.ts), or on submit at the latest.
 */

export type LoginFieldErrors = Partial<Record<keyof Login, string>>;

/** The values to send (email trimmed and lower-cased, as the server reads it) or each field's first message. */
export function checkLogin(values: unknown): { values: Login } | { errors: LoginFieldErrors } {
  const parsed = LoginSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Login;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export function parseLoginResponse(data: unknown): LoginResponse {
  return LoginResponseSchema.parse(data);
}
