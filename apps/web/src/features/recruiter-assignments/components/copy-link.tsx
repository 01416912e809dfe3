import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';

/** The candidate's link, readable and copyable, so it can be sent again by any channel. */
export function CopyLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copied.');
    } catch {
      toast.error('Copying was blocked; select the link and copy it by hand.');
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-xs font-medium text-ink-600">
          Candidate's link
        </label>
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full truncate rounded-control border border-ink-300 bg-ink-50 px-2.5 py-1.5 font-mono text-xs text-ink-800"
        />
      </div>
      <Button variant="secondary" onClick={() => void copy()} data-testid="copy-assignment-link">
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? 'Copied' : 'Copy link'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}
