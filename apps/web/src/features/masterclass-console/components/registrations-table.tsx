import { Users } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import type { OperatorTalk } from '../api/console-talks.ts';

/** Who registered (in order) and who waits (by place in line). */
export function RegistrationsTable({ talk, zone }: { talk: OperatorTalk; zone: string }) {
  const registered = talk.registrations.filter((r) => r.state === 'registered');
  const waiting = talk.registrations
    .filter((r) => r.state === 'waitlisted')
    .sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0));
  if (talk.registrations.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-control border border-dashed border-ink-300 px-3.5 py-4 text-sm text-ink-600">
        <Users aria-hidden="true" className="size-4" />
        Nobody has registered yet.
      </p>
    );
  }
  const table = (rows: typeof registered, caption: string, waitlist: boolean) => (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-ink-900">{caption}</caption>
        <thead className="border-b border-ink-200 text-xs text-ink-600">
          <tr>
            {waitlist && (
              <th scope="col" className="py-2 pr-3 font-medium">
                Place
              </th>
            )}
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Email
            </th>
            <th scope="col" className="py-2 font-medium">
              Signed up
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.email}>
              {waitlist && <td className="py-2 pr-3 tabular-nums">#{row.waitlist_position}</td>}
              <td className="py-2 pr-3 font-medium text-ink-900">{row.name}</td>
              <td className="py-2 pr-3 text-ink-700">{row.email}</td>
              <td className="py-2 text-ink-600">
                <time dateTime={row.registered_at}>{formatDateTime(row.registered_at, zone)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className="space-y-6">
      {registered.length > 0 ? (
        table(registered, `Registered (${registered.length})`, false)
      ) : (
        <p className="text-sm text-ink-600">Nobody holds a seat.</p>
      )}
      {waiting.length > 0 && table(waiting, `Waitlist (${waiting.length})`, true)}
    </div>
  );
}
