import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { deferred, usePreload } from '../../../components/deferred.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

// The form (react-hook-form and zod) is not in the job page's first download; it arrives right after the page.
const InviteForm = deferred(() => import('./invite-dialog.tsx').then((module) => module.InviteForm));

/** "Invite talent": invite a candidate by email to this job. */
export function InviteButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const [open, setOpen] = useState(false);
  usePreload(InviteForm);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      testId="invite-dialog"
      width="lg"
      trigger={
        <Button variant="secondary">
          <UserPlus aria-hidden="true" className="size-4" />
          Invite talent
        </Button>
      }
      title={`Invite a candidate to ${jobTitle}`}
      description="They get a notification and an email, and can accept (and apply) or decline with a reason."
    >
      <InviteForm jobId={jobId} onDone={() => setOpen(false)} />
    </DialogShell>
  );
}
