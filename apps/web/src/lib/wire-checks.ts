import type { User } from '@talent/contract/auth';
import type { BuildInfo, RuntimeConfig } from '@talent/contract/config';
import type { ValidationError } from '@talent/contract/errors';

/*
 * Checks for the answers the app reads before its first page renders (the runtime configuration, the signed-in
 * user, the build id) and for 422 bodies, without zod: zod would put ~15 kB (gzipped) into the entry bundle every
 * guest downloads. They accept exactly what the contract's schemas accept and, like a zod object, return a copy
 * with the known keys only; wire-checks.test.ts holds each one to its schema (a field added to the schema and not
 * here fails that test).
 */

const INVALID = Symbol('invalid');
type Parse<T> = (value: unknown) => T | typeof INVALID;

const string: Parse<string> = (value) => (typeof value === 'string' ? value : INVALID);
const number: Parse<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID;
const boolean: Parse<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

function oneOf<const T extends string>(values: readonly T[]): Parse<T> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : INVALID;
}

function nullable<T>(parse: Parse<T>): Parse<T | null> {
  return (value) => (value === null ? null : parse(value));
}

function optional<T>(parse: Parse<T>): Parse<T | undefined> {
  return (value) => (value === undefined ? undefined : parse(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object<T>(shape: { [K in keyof T]-?: Parse<T[K]> }): Parse<T> {
  return (value) => {
    if (!isRecord(value)) return INVALID;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const parsed = shape[key](value[key]);
      if (parsed === INVALID) return INVALID;
      if (parsed !== undefined) copy[key] = parsed;
    }
    return copy as T;
  };
}

function orNull<T>(parse: Parse<T>): (value: unknown) => T | null {
  return (value) => {
    const parsed = parse(value);
    return parsed === INVALID ? null : parsed;
  };
}

/** `GET /api/user` (UserSchema), or null when the answer is not one. */
export const parseUser = orNull(
  object<User>({
    id: string,
    name: string,
    email: string,
    email_verified_at: nullable(string),
    role: oneOf(['talent', 'operator', 'recruiter']),
    avatar_url: nullable(string),
    timezone: nullable(string),
    source_job_id: nullable(string),
    created_at: string,
  }),
);

/** `GET /app-config.json` (RuntimeConfigSchema), or null when the answer is not one. */
export const parseRuntimeConfig = orNull(
  object<RuntimeConfig>({
    app_name: string,
    app_url: string,
    build_id: string,
    environment: oneOf(['development', 'production', 'test']),
    realtime: object<RuntimeConfig['realtime']>({
      broadcaster: oneOf(['reverb', 'pusher']),
      key: string,
      host: string,
      port: number,
      scheme: oneOf(['http', 'https']),
      cluster: optional(string),
    }),
    analytics: object<RuntimeConfig['analytics']>({
      enabled: boolean,
      provider: oneOf(['posthog', 'embedded']),
      key: string,
      relay_path: string,
    }),
    feedback: object<RuntimeConfig['feedback']>({ token: nullable(string), script_url: nullable(string) }),
    dev_mailbox: boolean,
  }),
);

/** `GET /build.json` (BuildInfoSchema), or null when the answer is not one. */
export const parseBuildInfo = orNull(object<BuildInfo>({ build_id: string }));

const stringList: Parse<string[]> = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? [...(value as string[])]
    : INVALID;

/** A 422 body (ValidationErrorSchema), or null when the answer is not one. */
export const parseValidationError = orNull<ValidationError>((value) => {
  const base = object<{ message: string; errors: unknown }>({
    message: string,
    errors: (errors) => (isRecord(errors) ? errors : INVALID),
  })(value);
  if (base === INVALID) return INVALID;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(base.errors as Record<string, unknown>)) {
    const list = stringList(messages);
    if (list === INVALID) return INVALID;
    errors[field] = list;
  }
  return { message: base.message, errors };
});
