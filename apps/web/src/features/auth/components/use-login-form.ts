import type { Login } from '@talent/contract/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { LoginFieldErrors } from '../lib/login-checks.ts';

const loadChecks = () => import('../lib/login-checks.ts');
const FIELDS = ['email', 'password'] as const;
type TextField = (typeof FIELDS)[number];

/**
 * The login form's state, as react-hook-form would keep it (validate on submit, then again on every change; the
 * first invalid field focused; server errors set with `setError`), without react-hook-form and zod in the login
 * page's first download: they would add ~30 kB (gzipped) to what a guest loads before seeing the form. The
 * contract's rules come from login-checks.ts, fetched as soon as the form shows.
 */
export function useLoginForm(onValid: (values: Login, setError: UseFormSetError<Login>) => Promise<void>) {
  const [errors, setErrors] = useState<LoginFieldErrors & { root?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof Login, HTMLInputElement | null>>>({});

  useEffect(() => {
    void loadChecks().catch(() => undefined);
  }, []);

  const values = () => ({
    email: inputs.current.email?.value ?? '',
    password: inputs.current.password?.value ?? '',
    remember: inputs.current.remember?.checked ?? false,
  });

  const setError: UseFormSetError<Login> = (name, error, options) => {
    const field = name === 'email' || name === 'password' ? name : 'root';
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (options?.shouldFocus && field !== 'root') inputs.current[field]?.focus();
  };

  const revalidate = (field: TextField) => {
    if (!submitted.current) return;
    void loadChecks().then(({ checkLogin }) => {
      const result = checkLogin(values());
      setErrors((current) => ({
        ...current,
        [field]: 'errors' in result ? result.errors[field] : undefined,
      }));
    });
  };

  const register = (name: keyof Login) => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    ...(name === 'remember' ? {} : { onChange: () => revalidate(name) }),
  });

  const submit = async () => {
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = (await loadChecks()).checkLogin(values());
      if ('errors' in result) {
        setErrors(result.errors);
        const first = FIELDS.find((field) => result.errors[field]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      await onValid(result.values, setError);
    } catch (error) {
      // The checks could not be loaded (the network dropped): say so where the server's errors go.
      setErrors({ root: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return { register, errors, isSubmitting, onSubmit };
}
