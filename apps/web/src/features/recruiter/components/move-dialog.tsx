import type { ApplicantDetail } from '@talent/contract/recruiter';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MOVE_LABELS, RECRUITER_STATUS_LABELS } from '../lib/format.ts';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { deferred, usePreload } from '../../../components/deferred.tsx';

// The form (react-hook-form with it) loads after the page, not in its first download.
const MoveForm = deferred(() => import('./move-form.tsx').then((module) => module.MoveForm));

import type { ForwardMove } from './move-form.tsx';

export type { ForwardMove };
/** "Move to review" etc.: a button opening the move dialog. */
export function MoveButton({
  applicant,
  to,
  primary = false,
}: {
  applicant: Pick<ApplicantDetail, 'id' | 'talent'>;
  to: ForwardMove;
  primary?: boolean;
}) {
  const [open, setOpen] = useState(false);
  usePreload(MoveForm);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      testId={`move-dialog-${to}`}
      trigger={
        <Button variant={primary ? 'primary' : 'secondary'} data-testid={`move-${to}`}>
          {MOVE_LABELS[to]}
        </Button>
      }
      title={`Move ${applicant.talent.name} to ${RECRUITER_STATUS_LABELS[to].toLowerCase()}?`}
      description="The candidate sees the move on their timeline at once, with your note if you add one."
    >
      <MoveForm applicant={applicant} to={to} onDone={() => setOpen(false)} />
    </DialogShell>
  );
}
