import { useQuery } from '@tanstack/react-query';
import { safeRedirect } from '@talent/contract/common';
import { Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { MAINTENANCE_PATH, takeReturnPath } from '../../../lib/maintenance.ts';
import { statusOf } from '../../../lib/api-client.ts';
import { statusQueryOptions } from '../api/get-status.ts';

export default function MaintenancePage() {
  const navigate = useNavigate();
  const { error, isSuccess, dataUpdatedAt, errorUpdatedAt } = useQuery(statusQueryOptions());
  // Any answer but 503 means the API is back (a network error means we cannot tell yet).
  const back = isSuccess || (error !== null && statusOf(error) !== undefined && statusOf(error) !== 503);
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);

  useEffect(() => {
    if (!back) return;
    const target = safeRedirect(takeReturnPath(), '/');
    void navigate(target.startsWith(MAINTENANCE_PATH) ? '/' : target, { replace: true });
  }, [back, navigate]);

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
        {back
          ? 'We are back — taking you there…'
          : checkedAt
            ? `Still working on it. Last checked at ${new Date(checkedAt).toLocaleTimeString()}.`
            : 'Checking…'}
      </p>
    </div>
  );
}
