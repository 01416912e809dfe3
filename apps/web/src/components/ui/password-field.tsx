import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { FieldMessages } from './field-messages.tsx';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** A link such as "Forgot your password?" shown beside the label. */
  aside?: React.ReactNode;
}

export function PasswordField({ label, error, hint, aside, ref, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = `${props.name}-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative mt-1.5">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={`block w-full rounded-control border bg-white py-2.5 pr-11 pl-3.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            error ? 'border-red-600' : 'border-ink-300'
          }`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          // "Show"/"Hide" rather than "Show password": the field's own label stays the only one naming it.
          aria-label={visible ? 'Hide' : 'Show'}
          aria-controls={id}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-control text-ink-500 hover:text-ink-800"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
