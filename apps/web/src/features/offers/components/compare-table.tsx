import type { Offer } from '@talent/contract/offers';
import { X } from 'lucide-react';
import { EMPLOYMENT_TYPE_LABELS } from '../../../components/jobs/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { annualFigure, countdown, dayText, instantText, payText, ratesDate } from '../lib/format.ts';

/** Two or three offers side by side: a real table (row and column headers), so screen readers read it cell by cell. */
export function CompareTable({
  offers,
  timeZone,
  now,
  onClear,
}: {
  offers: Offer[];
  timeZone: string;
  now: Date;
  onClear: () => void;
}) {
  const rates = [...new Set(offers.map(ratesDate).filter(Boolean))].join(' and ');
  const rows: Array<{ label: string; cell: (o: Offer) => React.ReactNode }> = [
    { label: 'Company', cell: (o) => o.job.company.name },
    { label: 'Pay', cell: (o) => `${payText(o.pay)} (${o.pay.currency})` },
    {
      label: 'Annual equivalent',
      cell: (o) => annualFigure(o) ?? 'No reference rate for this currency',
    },
    { label: 'Start date', cell: (o) => dayText(o.start_date) },
    { label: 'Engagement', cell: (o) => EMPLOYMENT_TYPE_LABELS[o.engagement_type] },
    { label: 'Benefits', cell: (o) => (o.benefits.length ? o.benefits.join(', ') : 'None listed') },
    {
      label: 'Expiry',
      cell: (o) =>
        `${instantText(o.expires_at, timeZone)} (${
          o.status === 'pending' ? countdown(o.expires_at, now).text : `${o.status}, no answer needed`
        })`,
    },
  ];
  // The highest annual equivalent (same currency for all): marked, not only by colour.
  const best = offers.reduce<Offer | null>(
    (top, o) =>
      o.annual_equivalent &&
      (!top?.annual_equivalent || o.annual_equivalent.amount > top.annual_equivalent.amount)
        ? o
        : top,
    null,
  );
  return (
    <section
      aria-labelledby="compare-title"
      className="rounded-card border border-brand-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="compare-title" className="font-display text-lg font-semibold text-ink-900">
          Side by side
        </h2>
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          Clear comparison
        </Button>
      </div>
      <div
        className="mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Comparison table, scrollable"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            {offers.length} offers compared
            {rates && `; annual equivalents at the reference rates of ${rates}`}
          </caption>
          <thead>
            <tr>
              <td className="w-36" />
              {offers.map((o) => (
                <th
                  key={o.id}
                  scope="col"
                  className="border-b border-ink-200 px-3 py-2 align-bottom font-semibold text-ink-900"
                >
                  {o.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-ink-100">
                <th scope="row" className="px-3 py-2 align-top font-medium text-ink-600">
                  {row.label}
                </th>
                {offers.map((o) => (
                  <td key={o.id} className="px-3 py-2 align-top text-ink-900">
                    {row.cell(o)}
                    {row.label === 'Annual equivalent' && best?.id === o.id && offers.length > 1 && (
                      <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        Highest
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rates && (
        <p className="mt-2 text-xs text-ink-600">Annual equivalents use the reference rates of {rates}.</p>
      )}
    </section>
  );
}
