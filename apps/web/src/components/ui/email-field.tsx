import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

/** The email input every auth form uses: the right keyboard and autofill, with the usual label. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
