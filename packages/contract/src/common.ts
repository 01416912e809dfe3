import { z } from 'zod';

/** The spec's only entity rule: a file descriptor has a string name, a numeric size and a string type. */
export const FileDescriptorSchema = z.object({
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type FileDescriptor = z.infer<typeof FileDescriptorSchema>;

/** The spec's URL-string check: an absolute http(s) URL. */
export const UrlStringSchema = z.url({ protocol: /^https?$/ });

/** An in-app destination a guarded page may send the user back to: same-origin paths only, never `//host`. */
export const SafeRedirectSchema = z
  .string()
  .max(2048)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'), {
    message: 'The redirect must be a path on this site.',
  });

export function safeRedirect(value: unknown, fallback = '/'): string {
  const parsed = SafeRedirectSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
