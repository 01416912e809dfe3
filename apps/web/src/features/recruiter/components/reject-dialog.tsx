import { type ApplicantDetail } from '@talent/contract/recruiter';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { deferred, usePreload } from '../../../components/deferred.tsx';

// The form (react-hook-form with it) loads after the page, not in its first download.
const RejectForm = deferred(() => import('./reject-form.tsx').then((module) => module.RejectForm));

/** "Reject": opens the reject dialog. */
export function RejectButton({ applicant }: { applicant: Pick<ApplicantDetail, 'id' | 'talent'> }) {
  const [open, setOpen] = useState(false);
  usePreload(RejectForm);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      testId="reject-dialog"
      width="lg"
      trigger={
        <Button variant="secondary" data-testid="move-rejected" className="text-red-700">
          Reject
        </Button>
      }
      title={`Reject ${applicant.talent.name}?`}
      description="The candidate is told at once, with the reason and your note. This cannot be undone."
    >
      <RejectForm applicant={applicant} onDone={() => setOpen(false)} />
    </DialogShell>
  );
}
