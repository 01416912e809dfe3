import type { Funnel } from '@talent/contract/analytics';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RotateCcw, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDay, formatNumber } from '../../../lib/format.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { analyticsKeys } from '../api/analytics-keys.ts';
import { getFunnel, useFunnel, type FunnelRange } from '../api/get-funnel.ts';

function percent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 1000) / 10}%`;
}

function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <div className="overflow-x-auto rounded-card border border-ink-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Hiring funnel of the talents who signed up from {formatDay(funnel.from)} to {formatDay(funnel.to)}
        </caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-xs text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Step
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              People
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Of the step before
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Of sign-ups
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {funnel.steps.map((step) => (
            <tr key={step.key}>
              <th scope="row" className="px-4 py-2.5 font-medium text-ink-900">
                {step.label}
                <span aria-hidden="true" className="mt-1.5 block h-1.5 rounded-full bg-ink-100">
                  <span
                    className="block h-full rounded-full bg-brand-600"
                    style={{ width: `${(step.from_start ?? 0) * 100}%` }}
                  />
                </span>
              </th>
              <td className="px-4 py-2.5 text-right text-ink-900 tabular-nums">{formatNumber(step.count)}</td>
              <td className="px-4 py-2.5 text-right text-ink-700 tabular-nums">
                {percent(step.from_previous)}
              </td>
              <td className="px-4 py-2.5 text-right text-ink-700 tabular-nums">{percent(step.from_start)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The hiring funnel for a sign-up cohort: the range is checked by the server (422 by the fields) before the table
 * switches to it, so a wrong range never blanks the figures on screen.
 */
export function FunnelSection({
  range,
  onRangeChange,
}: {
  range: Required<FunnelRange>;
  onRangeChange: (range: Required<FunnelRange>) => void;
}) {
  const queryClient = useQueryClient();
  const query = useFunnel(range);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ from: string; to: string }>({ values: range });

  const submit = handleSubmit(async (next) => {
    try {
      await queryClient.fetchQuery({
        queryKey: analyticsKeys.funnel(next),
        queryFn: ({ signal }) => getFunnel(next, signal),
      });
      onRangeChange(next);
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['from', 'to'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  const funnel = query.data;
  let body;
  if (query.isPending) {
    body = (
      <div
        role="status"
        aria-label="Loading the funnel"
        className="h-48 animate-pulse rounded-card bg-ink-100"
      />
    );
  } else if (query.isError) {
    body = (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="The funnel did not load"
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      >
        {errorMessage(query.error)}
      </StatePanel>
    );
  } else if (funnel && funnel.steps[0]?.count === 0) {
    body = (
      <StatePanel Icon={UsersRound} title="Nobody signed up in this range">
        Choose a wider range to follow a group of sign-ups through the hiring steps.
      </StatePanel>
    );
  } else if (funnel) {
    body = <FunnelTable funnel={funnel} />;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          Hiring funnel
        </h2>
        <p className="text-sm text-ink-600">
          Talents who signed up in the range, and how many of them went on to each step since. From our own
          records, so it counts everyone, whatever they chose about analytics.
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-start gap-3"
        aria-label="Sign-up range"
      >
        <TextField
          label="Signed up from"
          type="date"
          className="w-44"
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField label="to" type="date" className="w-44" error={errors.to?.message} {...register('to')} />
        <Button type="submit" variant="secondary" loading={isSubmitting} className="mt-7">
          Show
        </Button>
      </form>
      {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
      {body}
    </section>
  );
}
