import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';

const control = (error?: string) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    error ? 'border-red-600' : 'border-ink-300'
  }`;

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  className = '',
  children,
  ref,
  ...props
}: SelectFieldProps) {
  const id = `${props.name}-${useId()}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={control(error)}
        {...props}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, className = '', ref, ...props }: TextAreaFieldProps) {
  const id = `${props.name}-${useId()}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={control(error)}
        {...props}
      />
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </div>
  );
}

/** A group of checkboxes or radios with one legend and one error. */
export function ChoiceGroup({
  legend,
  error,
  hint,
  children,
}: {
  legend: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)}>
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </fieldset>
  );
}

/** A checkbox or radio drawn as a pill; the input stays a real input for keyboards and screen readers. */
export function ChoicePill({
  label,
  type = 'checkbox',
  ref,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  type?: 'checkbox' | 'radio';
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink-300 bg-white px-3.5 py-2 text-sm text-ink-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
      <input type={type} ref={ref} className="size-4 accent-brand-700" {...props} />
      {label}
    </label>
  );
}
