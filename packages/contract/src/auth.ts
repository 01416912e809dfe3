import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(255, 'The email field must not be greater than 255 characters.')
  .pipe(z.email('The email field must be a valid email address.'))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN, `The password field must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password field must not be greater than ${PASSWORD_MAX} characters.`);

/** Adds Laravel's `confirmed` rule; keeps the object's own input and output types so forms can use it. */
function confirmed<T extends z.ZodObject<{ password: z.ZodString; password_confirmation: z.ZodString }>>(
  schema: T,
) {
  return schema.refine((body) => body.password === body.password_confirmation, {
    path: ['password'],
    message: 'The password field confirmation does not match.',
  });
}

export const RegisterSchema = confirmed(
  z.object({
    name: z
      .string({ error: 'The name field is required.' })
      .trim()
      .min(1, 'The name field is required.')
      .max(255, 'The name field must not be greater than 255 characters.'),
    email,
    password,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    /** The job that brought the visitor here (`/signup/{id}`), kept on the account for attribution and redirect. */
    source_job_id: z.string().max(64).optional(),
  }),
);
export type Register = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
  remember: z.boolean().optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const LoginResponseSchema = z.object({ two_factor: z.literal(false) });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ForgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = confirmed(
  z.object({
    token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.'),
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
      .min(1, 'The current password field is required.'),
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
  email_verified_at: z.string().nullable(),
  role: z.enum(['talent', 'operator', 'recruiter']),
  avatar_url: z.string().nullable(),
  timezone: z.string().nullable(),
  source_job_id: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;
