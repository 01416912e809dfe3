// zod/mini, not zod: these schemas are all the sign-in page and the app's start need, and mini's functions are
// tree-shaken, so a guest's first download carries a few kB of zod instead of all of it. They are ordinary zod
// schemas to everyone else (the server's type provider, zod.toJSONSchema, other contract files' objects).
import * as z from 'zod/mini';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z.pipe(
  z.pipe(
    z
      .string({ error: 'The email field is required.' })
      .check(
        z.trim(),
        z.minLength(1, 'The email field is required.'),
        z.maxLength(255, 'The email field must not be greater than 255 characters.'),
      ),
    z.email('The email field must be a valid email address.'),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

const password = z
  .string({ error: 'The password field is required.' })
  .check(
    z.minLength(PASSWORD_MIN, `The password field must be at least ${PASSWORD_MIN} characters.`),
    z.maxLength(PASSWORD_MAX, `The password field must not be greater than ${PASSWORD_MAX} characters.`),
  );

/** Adds Laravel's `confirmed` rule; keeps the object's own input and output types so forms can use it. */
function confirmed<
  T extends z.ZodMiniObject<{ password: typeof password; password_confirmation: z.ZodMiniString }>,
>(schema: T) {
  return schema.check(
    z.refine((body: z.output<T>) => body.password === body.password_confirmation, {
      path: ['password'],
      message: 'The password field confirmation does not match.',
    }),
  );
}

export const RegisterSchema = confirmed(
  z.object({
    name: z
      .string({ error: 'The name field is required.' })
      .check(
        z.trim(),
        z.minLength(1, 'The name field is required.'),
        z.maxLength(255, 'The name field must not be greater than 255 characters.'),
      ),
    email,
    password,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    /** The job that brought the visitor here (`/signup/{id}`), kept on the account for attribution and redirect. */
    source_job_id: z.optional(
      z.string().check(z.maxLength(64, 'The source job id field must not be greater than 64 characters.')),
    ),
  }),
);
export type Register = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email,
  password: z
    .string({ error: 'The password field is required.' })
    .check(z.minLength(1, 'The password field is required.')),
  remember: z.optional(z.boolean()),
});
export type Login = z.infer<typeof LoginSchema>;

export const LoginResponseSchema = z.object({ two_factor: z.literal(false) });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ForgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = confirmed(
  z.object({
    token: z
      .string({ error: 'The token field is required.' })
      .check(z.minLength(1, 'The token field is required.')),
    email,
    password,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const UpdatePasswordSchema = confirmed(
  z.object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .check(z.minLength(1, 'The current password field is required.')),
    password,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type UpdatePassword = z.infer<typeof UpdatePasswordSchema>;

/** The identity returned by `GET /api/user`: never a password hash, session or token. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.nullable(z.string()),
  role: z.enum(['talent', 'operator', 'recruiter']),
  avatar_url: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  source_job_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;
