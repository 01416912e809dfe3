import { useQuery } from '@tanstack/react-query';
import { safeRedirect } from '@talent/contract/redirect';
import { CircleCheck, Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { clearReturnPath, MAINTENANCE_PATH, peekReturnPath } from '../../../lib/maintenance.ts';
import { statusQueryOptions } from '../api/get-status.ts';
import { formatTime, useTimeZone } from '../../../lib/format.ts';

export default function MaintenancePage() {
  const navigate = useNavigate();
  // Set when a 503 sent the user here; read once (peek, not take: StrictMode runs initialisers twice).
  const [returnPath] = useState(peekReturnPath);
  const { error, isSuccess, dataUpdatedAt, errorUpdatedAt, errorUpdateCount } =
    useQuery(statusQueryOptions());

  const status = statusOf(error);
  // Any answer but 503 means the API is back; a network error means we cannot tell yet.
  const up = isSuccess || (status !== undefined && status !== 503);
  // Only move on if this visit began with an outage: opening /maintenance directly while all is well stays here.
  const cameForOutage = returnPath !== null || errorUpdateCount > 0;
  const leaving = up && cameForOutage;
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);
  const zone = useTimeZone();

  useEffect(() => {
    if (!leaving) return;
    clearReturnPath();
    const target = safeRedirect(returnPath, '/');
    void navigate(target.startsWith(MAINTENANCE_PATH) ? '/' : target, { replace: true });
  }, [leaving, returnPath, navigate]);

  if (up && !cameForOutage) {
    return (
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold tracking-tight text-ink-900">
          Borderless is running
        </h1>
        <p className="mx-auto mt-3 max-w-md text-ink-600">
          There is no maintenance going on right now. Everything is available as usual.
        </p>
        <ButtonLink to="/" className="mt-8">
          Continue to Borderless
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Wrench aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold tracking-tight text-ink-900">
        We are making Borderless better
      </h1>
      <p className="mx-auto mt-3 max-w-md text-ink-600">
        Borderless is briefly down for scheduled maintenance. Nothing you saved is lost. Keep this page open:
        it checks every few seconds and takes you back to where you were as soon as we are done.
      </p>
      <p className="mt-8 inline-flex items-center gap-2 text-sm text-ink-500" role="status">
        <Spinner />
        {leaving
          ? 'We are back — taking you there…'
          : checkedAt
            ? `Still working on it. Last checked at ${formatTime(new Date(checkedAt), zone)}.`
            : 'Checking…'}
      </p>
    </div>
  );
}
