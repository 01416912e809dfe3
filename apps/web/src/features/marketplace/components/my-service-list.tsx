import { MARKETPLACE_CATEGORY_LABELS, type MyService } from '@talent/contract/marketplace';
import { AlertCircle, BriefcaseBusiness, CloudOff, Eye, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money, RatingText, plural } from '../../../components/marketplace/parts/display.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteService, useMyServices, useServiceStatus } from '../api/selling.ts';

const STATUS_TEXT: Record<MyService['status'], { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'bg-ink-100 text-ink-800 ring-ink-200' },
  published: { label: 'Published', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  paused: { label: 'Paused', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

export const serviceTitle = (service: MyService) => service.draft.title.trim() || 'Untitled service';

function problemCount(service: MyService): number {
  return Object.keys(service.problems).length;
}

function Row({ service }: { service: MyService }) {
  const status = useServiceStatus();
  const remove = useDeleteService();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const unordered = service.orders_running + service.orders_completed === 0;
  const title = serviceTitle(service);
  const problems = problemCount(service);
  const cheapest = service.draft.tiers
    .map((tier) => tier.price_minor)
    .filter((price): price is number => typeof price === 'number')
    .sort((a, b) => a - b)[0];
  const move = (to: 'publish' | 'pause') =>
    status.mutate(
      { id: service.id, to },
      {
        onSuccess: () => {
          setProblem(null);
          toast.success(
            to === 'publish' ? `“${title}” is live.` : `“${title}” is paused: hidden from browsing.`,
          );
        },
        onError: (error) =>
          setProblem(
            to === 'publish' && problems > 0
              ? `Finish ${plural(problems, 'thing')} in the editor first.`
              : errorMessage(error),
          ),
      },
    );
  const tone = STATUS_TEXT[service.status];
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone.tone}`}
            >
              {tone.label}
            </span>
            {service.draft.category && (
              <span className="text-xs text-ink-600">
                {MARKETPLACE_CATEGORY_LABELS[service.draft.category]}
              </span>
            )}
          </div>
          <h3 className="mt-1.5 font-display text-base font-semibold text-ink-900">
            <Link to={`/marketplace/selling/${encodeURIComponent(service.id)}`} className="hover:underline">
              {title}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-600">
            {cheapest !== undefined && (
              <span>
                From <Money minor={cheapest} currency={service.draft.currency} />
              </span>
            )}
            <span>{plural(service.orders_running, 'order')} running</span>
            <span>{service.orders_completed} completed</span>
            <RatingText rating={service.rating} />
          </p>
          {problems > 0 && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-amber-900">
              <AlertCircle aria-hidden="true" className="size-4" />
              {service.status === 'draft'
                ? `${plural(problems, 'thing')} to finish before publishing`
                : `${plural(problems, 'problem')} to fix`}
            </p>
          )}
          <p className="mt-1 text-xs text-ink-500">
            Last saved <DateText iso={service.updated_at} withTime />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ButtonLink
            to={`/marketplace/selling/${encodeURIComponent(service.id)}`}
            variant="secondary"
            aria-label={`Edit ${title}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
          {service.status !== 'draft' && (
            <ButtonLink
              to={`/marketplace/services/${encodeURIComponent(service.id)}`}
              variant="ghost"
              aria-label={`View ${title}`}
            >
              <Eye aria-hidden="true" className="size-4" />
              View
            </ButtonLink>
          )}
          {service.status === 'published' ? (
            <Button
              variant="secondary"
              loading={status.isPending}
              onClick={() => move('pause')}
              aria-label={`Pause ${title}`}
            >
              Pause
            </Button>
          ) : (
            <Button
              loading={status.isPending}
              onClick={() => move('publish')}
              aria-label={`Publish ${title}`}
            >
              Publish
            </Button>
          )}
        </div>
      </div>
      {service.status === 'draft' && unordered && (
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3 text-sm">
          {confirming ? (
            <>
              <span className="text-ink-800">Delete this draft for good?</span>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(service.id, {
                    onSuccess: () => toast.success(`“${title}” is deleted.`),
                    onError: (error) => {
                      setConfirming(false);
                      setProblem(errorMessage(error));
                    },
                  })
                }
              >
                Delete
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={`Delete the draft ${title}`}
              className="font-medium text-red-700 hover:underline"
            >
              Delete draft
            </button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-control bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </li>
  );
}

/** My services in every status, each with its problems, orders and the way to edit, pause or publish it. */
export function MyServiceList({ onCreate, creating }: { onCreate: () => void; creating: boolean }) {
  const services = useMyServices();
  if (services.isPending)
    return (
      <div role="status" aria-label="Loading your services" className="space-y-3">
        <div className="h-28 animate-pulse rounded-card bg-ink-100" />
        <div className="h-28 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  if (services.isError)
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Your services did not load"
        actions={
          <Button onClick={() => void services.refetch()} loading={services.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(services.error)}
      </StatePanel>
    );
  if (services.data.length === 0)
    return (
      <StatePanel
        Icon={BriefcaseBusiness}
        title="Sell what you are good at"
        actions={
          <Button onClick={onCreate} loading={creating}>
            Create your first service
          </Button>
        }
      >
        A service is a fixed package: up to three tiers with a clear scope, price and delivery time. Buyers
        pay into escrow before you start; you keep 90% when the work is approved, with no waiting period.
      </StatePanel>
    );
  return (
    <ul aria-label="Your services" className="space-y-3">
      {services.data.map((service) => (
        <Row key={service.id} service={service} />
      ))}
    </ul>
  );
}
