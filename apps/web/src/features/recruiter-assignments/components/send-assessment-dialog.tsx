import { ASSIGNMENT_KIND_LABELS } from '@talent/contract/assignments';
import { ClipboardList } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTimeZone } from '../../../lib/format.ts';
import { useUser } from '../../../lib/identity.ts';
import { useAssignmentOptions } from '../api/get-assignment-options.ts';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../lib/assignment-draft.ts';
import type { AssignmentTab } from '../lib/assignment-form.ts';
import { InterviewForm } from './interview-form.tsx';
import { SkillTestForm } from './skill-test-form.tsx';

const tabClass =
  'inline-flex items-center gap-2 rounded-control px-3.5 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm';

function SendAssessmentBody({ applicationId, onSent }: { applicationId: string; onSent: () => void }) {
  const user = useUser();
  const zone = useTimeZone();
  const options = useAssignmentOptions();
  const key = draftKey(user?.id ?? 'anonymous', applicationId);
  // Read once per opening: the forms keep the draft current from here on.
  const [draft] = useState(() => loadDraft(key));
  const [tab, setTab] = useState<AssignmentTab>(draft.tab ?? 'skill_test');

  if (options.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-600">
        <Spinner /> Loading the tests and templates…
      </p>
    );
  if (options.isError)
    return (
      <div role="alert" className="py-4 text-sm text-red-800">
        <p>The tests and templates did not load: {errorMessage(options.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </div>
    );

  const sent = () => {
    clearDraft(key);
    onSent();
  };
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        const next = value as AssignmentTab;
        setTab(next);
        saveDraft(key, { tab: next });
      }}
    >
      <Tabs.List aria-label="What to send" className="mb-4 inline-flex gap-1 rounded-card bg-ink-100 p-1">
        <Tabs.Trigger value="skill_test" className={tabClass}>
          {ASSIGNMENT_KIND_LABELS.skill_test}
        </Tabs.Trigger>
        <Tabs.Trigger value="interview" className={tabClass}>
          {ASSIGNMENT_KIND_LABELS.interview}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="skill_test" className="focus:outline-none">
        <SkillTestForm
          applicationId={applicationId}
          tests={options.data.tests}
          zone={zone}
          draftKey={key}
          initial={loadDraft(key).skill_test ?? draft.skill_test}
          onSent={sent}
        />
      </Tabs.Content>
      <Tabs.Content value="interview" className="focus:outline-none">
        <InterviewForm
          applicationId={applicationId}
          options={options.data}
          zone={zone}
          draftKey={key}
          initial={loadDraft(key).interview ?? draft.interview}
          onSent={sent}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** "Send assessment": a skill test or a video interview, in a dialog whose draft outlives it. */
export function SendAssessmentButton({
  applicationId,
  talentName,
}: {
  applicationId: string;
  talentName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      testId="send-assessment-dialog"
      width="2xl"
      trigger={
        <Button data-testid="send-assessment">
          <ClipboardList aria-hidden="true" className="size-4" />
          Send assessment
        </Button>
      }
      title={`Send ${talentName} an assessment`}
      description="They get a link by mail and on Borderless. The application moves to Assessment."
    >
      <SendAssessmentBody applicationId={applicationId} onSent={() => setOpen(false)} />
    </DialogShell>
  );
}
