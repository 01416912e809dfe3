import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

/** "Submit the test?" with the tasks still unanswered or flagged, each a way back to it. */
export function SubmitDialog({
  open,
  onOpenChange,
  unanswered,
  flagged,
  onGo,
  onConfirm,
  submitting,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unanswered: number[];
  flagged: number[];
  onGo: (index: number) => void;
  onConfirm: () => void;
  submitting: boolean;
  error: string | null;
}) {
  const taskList = (positions: number[]) => (
    <ul className="mt-1 flex flex-wrap gap-2">
      {positions.map((index) => (
        <li key={index}>
          <button
            type="button"
            onClick={() => {
              onOpenChange(false);
              onGo(index);
            }}
            className="rounded-md border border-ink-300 px-2 py-1 text-sm font-medium text-ink-800 hover:bg-ink-50"
          >
            Task {index + 1}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Submit the test?"
      description="Your answers are graded at once and you cannot change them afterwards."
      testId="submit-dialog"
    >
      <div className="space-y-4 text-sm text-ink-700">
        {unanswered.length > 0 ? (
          <div>
            <p className="font-semibold text-amber-900">
              {unanswered.length === 1
                ? '1 task is unanswered:'
                : `${unanswered.length} tasks are unanswered:`}
            </p>
            {taskList(unanswered)}
          </div>
        ) : (
          <p>Every task has an answer.</p>
        )}
        {flagged.length > 0 && (
          <div>
            <p className="font-semibold">Flagged for review:</p>
            {taskList(flagged)}
          </div>
        )}
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep working
          </Button>
          <Button onClick={onConfirm} loading={submitting}>
            <Send aria-hidden="true" className="size-4" />
            Submit now
          </Button>
        </div>
      </div>
    </DialogShell>
  );
}
