import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

/**
 * Drag a file here, or press the button (a real file input underneath, so keyboards and screen readers get the
 * browser's own picker). The caller checks and uploads the file.
 */
export function DropZone({
  accept,
  hint,
  buttonLabel,
  onFile,
  disabled = false,
  error,
  children,
}: {
  accept: string;
  hint: string;
  buttonLabel: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  error?: string | null | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-6 py-8 text-center transition-colors ${
          over
            ? 'border-brand-500 bg-brand-50'
            : error
              ? 'border-red-300 bg-red-50/40'
              : 'border-ink-300 bg-ink-50/60'
        }`}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
          <Upload aria-hidden="true" className="size-6" />
        </span>
        {children}
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
          aria-label={buttonLabel}
          aria-describedby={`${id}-hint`}
        />
        <button
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          className="inline-flex items-center justify-center gap-2 rounded-control bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {buttonLabel}
        </button>
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
