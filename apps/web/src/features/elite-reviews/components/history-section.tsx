import type { EliteReview } from '@talent/contract/elite';
import { DateText } from '../../../components/date-text.tsx';
import { historyText } from '../lib/labels.ts';
import { Empty } from './section.tsx';

/** Everything that happened to the application, oldest first. */
export function HistorySection({ history }: { history: EliteReview['history'] }) {
  if (history.length === 0) return <Empty>Nothing has happened yet.</Empty>;
  return (
    <ol className="space-y-2 border-l border-ink-200 pl-4 text-sm">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span className="block text-xs text-ink-600">
            <DateText iso={entry.at} withTime />
          </span>
          <span className="text-ink-900">{historyText(entry.event)}</span>
        </li>
      ))}
    </ol>
  );
}
