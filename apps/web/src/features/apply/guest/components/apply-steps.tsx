import { StepProgress } from '../../../../components/ui/step-progress.tsx';

/** The guest journey as the candidate lives it, across its pages: /apply/:id → /signup/:id → … → sent. */
export const GUEST_APPLY_STEPS = [
  { id: 'answers', label: 'Answers' },
  { id: 'account', label: 'Account' },
  { id: 'resume', label: 'Resume' },
  { id: 'video', label: 'Video intro' },
  { id: 'sent', label: 'Sent' },
] as const;

export type GuestApplyStep = (typeof GUEST_APPLY_STEPS)[number]['id'];

/** Where the candidate is in the guest journey; every page of it shows the same bar. */
export function ApplySteps({ current, className }: { current: GuestApplyStep; className?: string }) {
  return (
    <StepProgress
      steps={GUEST_APPLY_STEPS}
      current={current}
      label="Application progress"
      className={className}
    />
  );
}
