import { z } from 'zod';
import { isSafeRedirectPath, SAFE_REDIRECT_MAX } from './redirect.ts';

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
  .max(SAFE_REDIRECT_MAX)
  .refine(isSafeRedirectPath, { message: 'The redirect must be a path on this site.' });
