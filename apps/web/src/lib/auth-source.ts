import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a login or signup page reached from somewhere else (e.g. `/signup/:id` from a job) does besides signing in.
 * The app layer provides it (the auth-source layout), so the auth feature needs no import of the feature that
 * sent the visitor; without a provider the pages behave as plain /login and /signup.
 */
export interface AuthSource {
  /** Shown under the page's description, e.g. "Applying to <job> at <company>". */
  banner?: ReactNode;
  /** Where the visitor continues once signed in (after verifying, for a new account). */
  continuePath: string;
  /** Runs right after the account is signed in, before leaving the page. Its failure never blocks signing in. */
  afterSignIn?: () => Promise<unknown>;
}

export const AuthSourceContext = createContext<AuthSource | null>(null);

export function useAuthSource(): AuthSource | null {
  return useContext(AuthSourceContext);
}
