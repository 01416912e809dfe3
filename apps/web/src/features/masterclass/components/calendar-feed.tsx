import { Dialog } from 'radix-ui';
import { CalendarSync, Check, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCalendarFeed, useRotateCalendarFeed, type CalendarFeed } from '../api/calendar-feed.ts';
import { ConfirmButton } from './confirm-dialog.tsx';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function FeedBody({ feed }: { feed: CalendarFeed }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const rotate = useRotateCalendarFeed();
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feed.webcal_url)}`;
  const linkClass =
    'inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-800 shadow-xs hover:bg-ink-50';
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
          Your feed address
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={inputId}
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 rounded-control border border-ink-300 bg-ink-50 px-3 py-2 font-mono text-xs text-ink-900"
          />
          <Button
            variant="secondary"
            onClick={async () => {
              const done = await copy(feed.url);
              setCopied(done);
              if (!done) toast.error('Copying is blocked here: select the address and copy it yourself.');
            }}
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {copied ? 'The address is copied.' : ''}
        </p>
        <p className="mt-1.5 text-xs text-ink-500">
          Keep it to yourself: anyone with the address sees the talks you signed up for.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={feed.webcal_url} className={linkClass}>
          <CalendarSync aria-hidden="true" className="size-4" />
          Subscribe in your calendar app
        </a>
        <a href={google} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Add to Google Calendar <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <div className="rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-700">
        <p>
          Shared it by mistake? Make a new address: the old one stops working at once, and calendars
          subscribed to it stop updating.
        </p>
        <div className="mt-2">
          <ConfirmButton
            trigger={
              <>
                <RefreshCw aria-hidden="true" className="size-4" />
                Make a new address
              </>
            }
            title="Make a new feed address?"
            description="The current address stops working at once. Calendars subscribed to it keep what they have but get no more updates; subscribe again with the new address."
            confirm="Make a new address"
            keep="Keep this one"
            onConfirm={async () => {
              try {
                await rotate.mutateAsync();
                setCopied(false);
                toast.success('Your feed has a new address. The old one no longer works.');
                return true;
              } catch (error) {
                toast.error(errorMessage(error, 'We could not make a new address. Please try again.'));
                return false;
              }
            }}
          />
        </div>
      </div>
    </div>
  );
}

function FeedState({ open }: { open: boolean }) {
  const feed = useCalendarFeed(open);
  if (feed.data) return <FeedBody feed={feed.data} />;
  if (feed.isError)
    return (
      <div role="alert" className="space-y-3 text-sm text-red-800">
        <p>{errorMessage(feed.error, 'Your feed address did not load.')}</p>
        <Button variant="secondary" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <div
      role="status"
      aria-label="Loading your feed address"
      className="h-24 animate-pulse rounded-control bg-ink-100"
    />
  );
}

/**
 * The personal calendar feed: one address that calendar apps subscribe to (they refresh it every few hours), with
 * every talk I registered or queued for; copy it, subscribe, or make a new one to revoke the old.
 */
export function CalendarFeedButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <CalendarSync aria-hidden="true" className="size-4" />
          Calendar feed
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Your talks in your calendar"
        description="Subscribe once: every talk you register for (or wait for) appears in your calendar and follows changes and cancellations. Calendar apps refresh a feed every few hours."
        width="lg"
      >
        {open && <FeedState open={open} />}
      </ModalContent>
    </Dialog.Root>
  );
}
